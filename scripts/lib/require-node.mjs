// Runs before the commands that start or build the app: on an older Node they would fail later and obscurely
// (an import that does not exist, a flag that is unknown). Written in syntax every Node since 12 parses.
const NEED = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < NEED) {
  console.error(
    `Salonbook needs Node ${NEED} LTS or newer; this is Node ${process.versions.node}.\n` +
      `Install Node ${NEED} (the version in .nvmrc: \`nvm install\`, or \`npx -y -p node@${NEED} node --version\`), then run the command again.`,
  );
  process.exit(1);
}

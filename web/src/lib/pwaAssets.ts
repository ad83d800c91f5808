// Written by scripts/make-app-icons.mjs; do not edit. The installable app's files (web/public), each address with a
// hash of its content, so the server may keep them a year (web/server/handler.ts, web/deploy/salonbook.conf.template).
export const PWA_ASSETS = {
  manifest: {
    ru: '/manifest.webmanifest?v=47a010aab5',
    kk: '/manifest-kk.webmanifest?v=6191814090',
    en: '/manifest-en.webmanifest?v=563825d327',
  },
  appleTouchIcon: '/apple-touch-icon.png?v=4aec36dcb4',
  themeColor: '#6d28d9',
} as const;

// How openapi-typescript turns the contract into the SDK's types, beyond its defaults (used by
// scripts/lib/openapi.mjs's generateTypes, hence by `npm run generate` and the drift test alike).
import ts from 'typescript';

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const NULL = ts.factory.createLiteralTypeNode(ts.factory.createNull());

/** `format: binary` (a file in a multipart body, a download) is a Blob, so a FormData upload needs no cast. */
export function transform(schemaObject) {
  if (schemaObject && schemaObject.format === 'binary') {
    return schemaObject.nullable ? ts.factory.createUnionTypeNode([BLOB, NULL]) : BLOB;
  }
  return undefined;
}

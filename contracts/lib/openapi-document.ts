// The bundled contract as the typed OpenAPI 3.0 document (openapi-types' OpenAPIV3.Document) that
// @pactflow/openapi-pact-comparator takes. YAML parses the bundle into an untyped tree (Contract.document), so
// the document's frame is checked at run time before it is handed over as that type.
import type { OpenAPIV3 } from 'openapi-types';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isOpenApiV3(document: unknown): document is OpenAPIV3.Document {
  if (!isRecord(document)) return false;
  const { openapi, info, paths } = document;
  return (
    typeof openapi === 'string' &&
    /^3\.0\.\d+$/.test(openapi) &&
    isRecord(info) &&
    typeof info.title === 'string' &&
    typeof info.version === 'string' &&
    isRecord(paths) &&
    Object.values(paths).every(isRecord)
  );
}

/** The document as an OpenAPI 3.0 document; throws when it is not one (another version, no info or paths). */
export function openApiV3(document: unknown): OpenAPIV3.Document {
  if (!isOpenApiV3(document)) {
    const version = isRecord(document) ? String(document.openapi ?? document.swagger) : typeof document;
    throw new Error(`expected an OpenAPI 3.0 document with info and paths, found ${version}`);
  }
  return document;
}

// Every operation's error is typed, ApiError keeps what the server said, binary is a Blob.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError, unwrap, type components } from './index';
import { json, testSdk } from './testing/fake-backend';

type ErrorBody = components['schemas']['Error'];

describe('error types', () => {
  it('the error of an operation that declares no error status of its own is the contract’s Error, not never', async () => {
    const { sdk } = testSdk({ 'GET /rest/clients-app/v1/screen/home/menu-tabs': () => json({ code: 'DOWN', message: 'Сервис недоступен' }, 503) });
    const { error } = await sdk.api.GET('/rest/clients-app/v1/screen/home/menu-tabs');
    expectTypeOf(error).not.toBeNever();
    expectTypeOf<NonNullable<typeof error>>().toExtend<ErrorBody>();
    expect(error?.code).toBe('DOWN');
  });

  it('ApiError keeps status, code, message and field errors, and is an Error body itself', async () => {
    const { sdk } = testSdk({
      'PUT /rest/clients-app/v1/my/profiles': () =>
        json({ code: 'VALIDATION_FAILED', message: 'Проверьте данные', fields: [{ field: 'email', message: 'Неверный адрес' }] }, 422),
    });
    const failure = await unwrap(sdk.api.PUT('/rest/clients-app/v1/my/profiles', { body: { name: 'Алия', surname: 'Нурланова' } })).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Проверьте данные',
      fields: [{ field: 'email', message: 'Неверный адрес' }],
    });
    expectTypeOf<ApiError>().toExtend<ErrorBody>();
  });

  it('ApiError keeps the raw text of a body that is not JSON', async () => {
    const page = '<html><body>502 Bad Gateway</body></html>';
    const { sdk } = testSdk({ 'GET /rest/clients-app/v1/screen/home': () => new Response(page, { status: 502, headers: { 'Content-Type': 'text/html' } }) });
    const failure = await unwrap(sdk.api.GET('/rest/clients-app/v1/screen/home')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 502, code: 'HTTP_502', rawText: page });
    expect((failure as ApiError).message).toContain('502 Bad Gateway');
  });
});

describe('binary fields', () => {
  it('the avatar’s file is a Blob and goes out as multipart FormData, no cast, no serializer', async () => {
    let received: FormData | undefined;
    const { sdk } = testSdk({
      'POST /rest/clients-app/v1/my/profiles/avatar-upload': async (request) => {
        received = await request.formData();
        return json({ id: 5521, name: 'Алия', avatarUrl: 'https://cdn.salonbook.kz/a.png' });
      },
    });
    type Body = NonNullable<Parameters<typeof sdk.api.POST<'/rest/clients-app/v1/my/profiles/avatar-upload', { body: { file: Blob } }>>[1]>['body'];
    expectTypeOf<Body>().not.toBeNever();
    const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const { response } = await sdk.api.POST('/rest/clients-app/v1/my/profiles/avatar-upload', { body: { file } });
    expect(response.status).toBe(200);
    const sent = received?.get('file');
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as Blob).size).toBe(4);
  });
});

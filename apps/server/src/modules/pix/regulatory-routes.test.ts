import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createInfraction,
  createRefund,
  ensureProjectOperator,
  WL_P1,
  WL_P2,
} from '../../../test/fixtures/pix-fixtures.ts';
import { startTestApp, type TestContext } from '../../../test/test-app.ts';
import { xpathString, xsdErrors } from '../../../test/xmllint.ts';

const XSD = path.join(import.meta.dirname, 'regulatory-file.xsd');
const validateXml = (xml: string) => xsdErrors(XSD, xml);

let ctx: TestContext;
let operator: string;
beforeAll(async () => {
  ctx = await startTestApp();
  operator = await ensureProjectOperator(ctx.handle.db);
});
afterAll(async () => {
  await ctx.close();
});

const url = (month: number | string, year: number | string) =>
  `/gateway/spe-n-backoffice/v1/generation-of-regulatory-files/month/${month}/year/${year}`;

const texts = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

describe('regulatory file', () => {
  it("builds the month's infractions and refunds as XML that validates against the XSD", async () => {
    // 31 March 2023 22:00 in São Paulo is already April in UTC: it belongs to March.
    const lateMarch = new Date('2023-04-01T01:00:00Z');
    const infractions = [
      await createInfraction(ctx.handle.db, { at: new Date('2023-03-05T12:00:00Z') }),
      await createInfraction(ctx.handle.db, { at: lateMarch, status: 'CLOSED', whiteLabel: WL_P2.uuid }),
    ];
    await createInfraction(ctx.handle.db, { at: new Date('2023-04-01T03:30:00Z') });
    const refund = await createRefund(ctx.handle.db, {
      at: new Date('2023-03-10T12:00:00Z'),
      amount: 12_345,
    });

    const res = await call(ctx, 'financeiro', 'GET', url('03', 2023));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="PIXMED_03_2023.xml"');
    const xml = res.body;
    expect(validateXml(xml)).toEqual([]);
    expect(xpathString(xml, 'namespace-uri(/*)')).toBe('urn:mentor:pix:regulatorio:v1');
    expect(texts(xml, 'Competencia')).toEqual(['2023-03']);
    expect(texts(xml, 'DataFim')).toEqual(['2023-03-31']);
    expect(texts(xml, 'GeradoPor')).toEqual(['financeiro']);
    expect(texts(xml, 'QuantidadeInfracoes')).toEqual(['2']);
    expect(texts(xml, 'InfracoesFechadas')).toEqual(['1']);
    expect(texts(xml, 'QuantidadeDevolucoes')).toEqual(['1']);
    expect(texts(xml, 'ValorSolicitado')).toEqual(['123.45']);
    const ids = [...xml.matchAll(/<Infracao id="([^"]+)">/g)].map((m) => m[1]);
    expect(ids.sort()).toEqual(infractions.map((i) => i.uuid).sort());
    expect(xml).toContain(`<Devolucao id="${refund.uuid}">`);
    expect(texts(xml, 'ISPBParticipante')).toEqual(expect.arrayContaining([WL_P1.ispb, WL_P2.ispb]));
  });

  it('gives a valid file for an empty month and only the own project to single-project operators', async () => {
    const empty = await call(ctx, 'financeiro', 'GET', url(1, 2021));
    expect(empty.statusCode).toBe(200);
    expect(validateXml(empty.body)).toEqual([]);
    expect(texts(empty.body, 'QuantidadeInfracoes')).toEqual(['0']);

    await createInfraction(ctx.handle.db, { at: new Date('2022-07-05T12:00:00Z'), whiteLabel: WL_P2.uuid });
    const own = await createInfraction(ctx.handle.db, {
      at: new Date('2022-07-06T12:00:00Z'),
      whiteLabel: WL_P1.uuid,
    });
    const scoped = await call(ctx, operator, 'GET', url(7, 2022));
    expect(validateXml(scoped.body)).toEqual([]);
    expect([...scoped.body.matchAll(/<Infracao id="([^"]+)">/g)].map((m) => m[1])).toEqual([own.uuid]);
  });

  it('answers 422 for an impossible period and 403 without generate_bacen_report', async () => {
    const bad = await call(ctx, 'financeiro', 'GET', url(13, 1999));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      month: ['O campo Mês deve ser menor ou igual a 12'],
      year: ['O campo Ano deve ser maior ou igual a 2020'],
    });
    expect((await call(ctx, 'financeiro', 'GET', url('abc', 2024))).statusCode).toBe(422);
    expect((await call(ctx, 'comercial.admin', 'GET', url(1, 2024))).statusCode).toBe(403);
  });
});

describe('XSD validation of the regulatory file', () => {
  const valid = readFileSync(path.join(import.meta.dirname, 'regulatory-file.sample.xml'), 'utf8');

  it('accepts the sample file', () => {
    expect(validateXml(valid)).toEqual([]);
  });

  it.each([
    ['a wrong namespace', (x: string) => x.replace('urn:mentor:pix:regulatorio:v1', 'urn:outro')],
    ['an ISPB with letters', (x: string) => x.replace('<ISPB>12345678</ISPB>', '<ISPB>1234567X</ISPB>')],
    [
      'an unknown status',
      (x: string) => x.replace('<Situacao>OPEN</Situacao>', '<Situacao>ABERTO</Situacao>'),
    ],
    [
      'an amount with three decimals',
      (x: string) => x.replace('<Valor>250.00</Valor>', '<Valor>250.001</Valor>'),
    ],
    ['a missing header element', (x: string) => x.replace(/<GeradoPor>[^<]*<\/GeradoPor>/, '')],
    [
      'elements out of order',
      (x: string) =>
        x
          .replace('<Tipo>FRAUD</Tipo>', '')
          .replace('<Valor>250.00</Valor>', '<Valor>250.00</Valor><Tipo>FRAUD</Tipo>'),
    ],
    ['an undeclared element', (x: string) => x.replace('</Cabecalho>', '<Extra>1</Extra></Cabecalho>')],
    ['a missing id attribute', (x: string) => x.replace(/<Infracao id="[^"]+">/, '<Infracao>')],
    [
      'a bad date-time',
      (x: string) => x.replace(/<GeradoEm>[^<]*<\/GeradoEm>/, '<GeradoEm>ontem</GeradoEm>'),
    ],
    ['malformed XML', (x: string) => x.replace('</Totais>', '')],
  ])('rejects %s', (_name, mutate) => {
    const mutated = mutate(valid);
    expect(mutated).not.toBe(valid);
    expect(validateXml(mutated).length).toBeGreaterThan(0);
  });
});

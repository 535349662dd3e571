import { parseXml, type XmlElement } from './xml-reader.ts';

/**
 * Validates XML against an XSD written in a subset of XML Schema: global elements, named
 * complex types with one xs:sequence of elements (minOccurs, maxOccurs) and attributes,
 * named simple types restricting a built-in type with pattern, enumeration, minInclusive,
 * maxInclusive, fractionDigits, minLength and maxLength facets. A schema that uses anything
 * else is refused rather than half-checked. Used where `xmllint` is not installed.
 */
const XS = 'http://www.w3.org/2001/XMLSchema';

interface QName {
  ns: string;
  local: string;
}
interface Particle {
  name: string;
  type: QName;
  min: number;
  max: number;
}
interface AttributeDecl {
  name: string;
  type: QName;
  required: boolean;
}
interface ComplexType {
  sequence: Particle[];
  attributes: AttributeDecl[];
}
interface SimpleType {
  base: QName;
  patterns: RegExp[];
  enumerations: string[];
  minInclusive?: number;
  maxInclusive?: number;
  fractionDigits?: number;
  minLength?: number;
  maxLength?: number;
}
export interface CompiledSchema {
  targetNamespace: string;
  qualified: boolean;
  elements: Map<string, QName>;
  complexTypes: Map<string, ComplexType>;
  simpleTypes: Map<string, SimpleType>;
}

const xsChildren = (el: XmlElement) => el.children.filter((c) => !(c.ns === XS && c.local === 'annotation'));

function qname(value: string | undefined, scope: Record<string, string>): QName {
  if (!value) throw new Error('XSD: referência de tipo ausente');
  const colon = value.indexOf(':');
  const prefix = colon < 0 ? '' : value.slice(0, colon);
  const ns = scope[prefix];
  if (ns === undefined) throw new Error(`XSD: prefixo não declarado em ${value}`);
  return { ns, local: colon < 0 ? value : value.slice(colon + 1) };
}

function occurs(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (value === 'unbounded') return Number.POSITIVE_INFINITY;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`XSD: ocorrência inválida ${value}`);
  return n;
}

const unsupported = (what: string): never => {
  throw new Error(`XSD: construção não suportada: ${what}`);
};

export function compileXsd(xsdSource: string): CompiledSchema {
  const root = parseXml(xsdSource);
  if (root.ns !== XS || root.local !== 'schema') unsupported('raiz diferente de xs:schema');
  const schema: CompiledSchema = {
    targetNamespace: root.attributes.targetNamespace ?? '',
    qualified: root.attributes.elementFormDefault === 'qualified',
    elements: new Map(),
    complexTypes: new Map(),
    simpleTypes: new Map(),
  };
  for (const node of xsChildren(root)) {
    const name = node.attributes.name;
    if (node.ns !== XS || !name) unsupported(node.name);
    if (node.local === 'element') {
      schema.elements.set(name ?? '', qname(node.attributes.type, node.scope));
    } else if (node.local === 'complexType') {
      const type: ComplexType = { sequence: [], attributes: [] };
      for (const part of xsChildren(node)) {
        if (part.ns === XS && part.local === 'sequence') {
          for (const item of xsChildren(part)) {
            if (item.local !== 'element' || !item.attributes.name) unsupported(`${item.name} em xs:sequence`);
            type.sequence.push({
              name: item.attributes.name ?? '',
              type: qname(item.attributes.type, item.scope),
              min: occurs(item.attributes.minOccurs, 1),
              max: occurs(item.attributes.maxOccurs, 1),
            });
          }
        } else if (part.ns === XS && part.local === 'attribute') {
          type.attributes.push({
            name: part.attributes.name ?? unsupported('atributo sem nome'),
            type: qname(part.attributes.type, part.scope),
            required: part.attributes.use === 'required',
          });
        } else unsupported(`${part.name} em xs:complexType`);
      }
      schema.complexTypes.set(name ?? '', type);
    } else if (node.local === 'simpleType') {
      const restriction = xsChildren(node)[0];
      if (restriction?.local !== 'restriction') unsupported('xs:simpleType sem xs:restriction');
      const type: SimpleType = {
        base: qname(restriction?.attributes.base, restriction?.scope ?? {}),
        patterns: [],
        enumerations: [],
      };
      for (const facet of xsChildren(restriction ?? node)) {
        const value = facet.attributes.value ?? '';
        switch (facet.local) {
          case 'pattern':
            type.patterns.push(new RegExp(`^(?:${value})$`, 'u'));
            break;
          case 'enumeration':
            type.enumerations.push(value);
            break;
          case 'minInclusive':
            type.minInclusive = Number(value);
            break;
          case 'maxInclusive':
            type.maxInclusive = Number(value);
            break;
          case 'fractionDigits':
            type.fractionDigits = Number(value);
            break;
          case 'minLength':
            type.minLength = Number(value);
            break;
          case 'maxLength':
            type.maxLength = Number(value);
            break;
          default:
            unsupported(`faceta ${facet.name}`);
        }
      }
      schema.simpleTypes.set(name ?? '', type);
    } else unsupported(node.name);
  }
  return schema;
}

const BUILTINS: Record<string, (v: string) => boolean> = {
  string: () => true,
  decimal: (v) => /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(v),
  integer: (v) => /^[+-]?\d+$/.test(v),
  nonNegativeInteger: (v) => /^\+?\d+$/.test(v),
  boolean: (v) => /^(true|false|0|1)$/.test(v),
  date: (v) => /^\d{4}-\d{2}-\d{2}(Z|[+-]\d{2}:\d{2})?$/.test(v) && !Number.isNaN(Date.parse(v.slice(0, 10))),
  dateTime: (v) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/.test(v) &&
    !Number.isNaN(Date.parse(v)),
  gYearMonth: (v) => /^\d{4}-(0[1-9]|1[0-2])(Z|[+-]\d{2}:\d{2})?$/.test(v),
};

/** Errors of a document against a compiled schema; an empty list means valid. */
export function validateXml(schema: CompiledSchema, xmlSource: string): string[] {
  const errors: string[] = [];
  let root: XmlElement;
  try {
    root = parseXml(xmlSource);
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }

  const checkSimple = (type: QName, raw: string, where: string): void => {
    const value = raw.trim();
    if (type.ns === XS) {
      const check = BUILTINS[type.local];
      if (!check) unsupported(`tipo xs:${type.local}`);
      else if (!check(value)) errors.push(`${where}: '${value}' não é um xs:${type.local} válido`);
      return;
    }
    const simple = type.ns === schema.targetNamespace ? schema.simpleTypes.get(type.local) : undefined;
    if (!simple) {
      errors.push(`${where}: tipo simples desconhecido ${type.local}`);
      return;
    }
    checkSimple(simple.base, value, where);
    if (simple.enumerations.length > 0 && !simple.enumerations.includes(value))
      errors.push(`${where}: '${value}' fora da enumeração de ${type.local}`);
    if (simple.patterns.length > 0 && !simple.patterns.some((p) => p.test(value)))
      errors.push(`${where}: '${value}' não segue o padrão de ${type.local}`);
    const n = Number(value);
    if (simple.minInclusive !== undefined && !(n >= simple.minInclusive))
      errors.push(`${where}: '${value}' abaixo do mínimo ${simple.minInclusive}`);
    if (simple.maxInclusive !== undefined && !(n <= simple.maxInclusive))
      errors.push(`${where}: '${value}' acima do máximo ${simple.maxInclusive}`);
    if (simple.fractionDigits !== undefined && (value.split('.')[1] ?? '').length > simple.fractionDigits)
      errors.push(`${where}: '${value}' com mais de ${simple.fractionDigits} casas decimais`);
    if (simple.minLength !== undefined && value.length < simple.minLength)
      errors.push(`${where}: tamanho menor que ${simple.minLength}`);
    if (simple.maxLength !== undefined && value.length > simple.maxLength)
      errors.push(`${where}: tamanho maior que ${simple.maxLength}`);
  };

  const checkElement = (el: XmlElement, type: QName, where: string): void => {
    const complex = type.ns === schema.targetNamespace ? schema.complexTypes.get(type.local) : undefined;
    if (!complex) {
      if (el.children.length > 0) errors.push(`${where}: elemento simples com filhos`);
      for (const attr of Object.keys(el.attributes))
        if (attr !== 'xmlns' && !attr.startsWith('xmlns:'))
          errors.push(`${where}: atributo não declarado ${attr}`);
      checkSimple(type, el.text, where);
      return;
    }
    if (el.text.trim() !== '') errors.push(`${where}: texto em elemento complexo`);
    for (const decl of complex.attributes) {
      const value = el.attributes[decl.name];
      if (value === undefined) {
        if (decl.required) errors.push(`${where}: atributo obrigatório ${decl.name} ausente`);
      } else checkSimple(decl.type, value, `${where}/@${decl.name}`);
    }
    for (const attr of Object.keys(el.attributes)) {
      if (attr === 'xmlns' || attr.startsWith('xmlns:')) continue;
      if (!complex.attributes.some((a) => a.name === attr))
        errors.push(`${where}: atributo não declarado ${attr}`);
    }
    const childNs = schema.qualified ? schema.targetNamespace : '';
    let index = 0;
    for (const particle of complex.sequence) {
      let seen = 0;
      while (index < el.children.length) {
        const child = el.children[index];
        if (!child || child.local !== particle.name || child.ns !== childNs || seen >= particle.max) break;
        checkElement(child, particle.type, `${where}/${particle.name}[${seen + 1}]`);
        seen++;
        index++;
      }
      if (seen < particle.min)
        errors.push(`${where}: esperado ${particle.name} (mínimo ${particle.min}), encontrado ${seen}`);
    }
    for (const extra of el.children.slice(index)) errors.push(`${where}: elemento inesperado ${extra.name}`);
  };

  const rootType = root.ns === schema.targetNamespace ? schema.elements.get(root.local) : undefined;
  if (!rootType) return [`elemento raiz {${root.ns}}${root.local} não declarado no esquema`];
  checkElement(root, rootType, `/${root.local}`);
  return errors;
}

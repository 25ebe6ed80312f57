// The Go html/template subset of the email templates: each construct renders as GoTrue renders it, and
// anything outside the subset is refused rather than rendered differently from production.
import { describe, expect, it } from 'vitest';
import { TemplateError, parseGoTemplate, renderGoTemplate } from './go-template';

const render = (source: string, data: Record<string, unknown> = {}) => renderGoTemplate(parseGoTemplate(source), data);

describe('Go template subset', () => {
  it('prints fields, nested map keys and the root, escaped as html/template escapes text', () => {
    const data = { Token: '123456', Data: { first_name: 'Zoé <b>&"\'+' } };
    expect(render('Code {{ .Token }} for {{ .Data.first_name }}', data)).toBe('Code 123456 for Zoé &lt;b&gt;&amp;&#34;&#39;&#43;');
    expect(render('{{ $.Token }}', data)).toBe('123456');
  });

  it('prints nothing for a missing key, as html/template does (not "<no value>")', () => {
    expect(render('[{{ .Data.lang }}][{{ .Nope.deeper }}]', { Data: {} })).toBe('[][]');
  });

  it('trims the whitespace next to {{- and -}}, and drops comments', () => {
    expect(render('a  \n {{- /* why */ -}} \n  b {{- " c " -}}  d')).toBe('ab c d');
    expect(render('x {{/* a comment */}} y')).toBe('x  y');
    // A minus sign without a space after it is a number, not a trim marker.
    expect(render('{{-3}}')).toBe('-3');
  });

  it('branches with if / else if / else on eq, ne, not, and, or', () => {
    const template = '{{ if eq .Data.lang "fr" }}FR{{ else if or (eq .Data.lang "en") (not .Data.lang) }}EN{{ else }}other{{ end }}';
    expect(render(template, { Data: { lang: 'fr' } })).toBe('FR');
    expect(render(template, { Data: { lang: 'en' } })).toBe('EN');
    expect(render(template, { Data: {} })).toBe('EN');
    expect(render(template, { Data: { lang: 'de' } })).toBe('other');
    expect(render('{{ if ne .A "x" "y" }}none{{ end }}{{ if eq .A "x" "y" }}one{{ end }}', { A: 'y' })).toBe('one');
    expect(render('{{ if and .A .B }}both{{ else }}not both{{ end }}', { A: 'a', B: '' })).toBe('not both');
    expect(render('{{ and .A .B }}|{{ or .B .A }}', { A: 'a', B: '' })).toBe('|a');
  });

  it('compares a missing value to nothing, and refuses values of different kinds (Go 1.18+)', () => {
    expect(render('{{ if eq .Data.brand "lumiere" }}yes{{ else }}no{{ end }}', { Data: null })).toBe('no');
    expect(() => render('{{ if eq .N "1" }}{{ end }}', { N: 1 })).toThrow(TemplateError);
  });

  it('declares and reassigns variables, block-scoped', () => {
    const template = '{{ $school := "Default" }}{{ if eq .B "l" }}{{ $school = "Lumière" }}{{ $inner := "x" }}{{ end }}{{ $school }}';
    expect(render(template, { B: 'l' })).toBe('Lumière');
    expect(render(template, { B: 'n' })).toBe('Default');
    expect(() => render('{{ if true }}{{ $inner := "x" }}{{ end }}{{ $inner }}')).toThrow(/undefined variable \$inner/);
    expect(() => render('{{ $never = "x" }}')).toThrow(/undefined variable \$never/);
  });

  it('ranges over a list: `.` is each element (escaped), `$` still the root; nothing for a missing or empty list', () => {
    const template = '<ul>{{ range .Reasons }}<li>{{ .label }} ({{ $.School }})</li>{{ end }}</ul>';
    expect(render(template, { School: 'L', Reasons: [{ label: 'a<b' }, { label: 'c' }] })).toBe('<ul><li>a&lt;b (L)</li><li>c (L)</li></ul>');
    expect(render(template, { School: 'L', Reasons: [] })).toBe('<ul></ul>');
    expect(render(template, { School: 'L' })).toBe('<ul></ul>');
    expect(render('{{ range .Words }}{{ . }},{{ end }}', { Words: ['x', 'y'] })).toBe('x,y,');
    expect(() => render('{{ range .School }}x{{ end }}', { School: 'L' })).toThrow(/range over string/);
    expect(() => render('{{ range .Words }}x{{ else }}y{{ end }}', { Words: [] })).toThrow(/"else" in a "range"/);
    expect(() => render('{{ range .Words }}x')).toThrow(/"range" is never closed/);
  });

  it('keeps "}}" inside a string literal', () => {
    expect(render('{{ "a }} b" }}')).toBe('a }} b');
  });

  it.each([
    ['{{ .A | printf "%s" }}', /pipelines are not supported|cannot read/],
    ['{{ printf "%s" .A }}', /function "printf" is not supported/],
    ['{{ with .A }}{{ end }}', /function "with" is not supported/],
    ['{{ if .A }}open', /never closed/],
    ['{{ end }}', /without an open "if"/],
    ['{{ if .A }}{{ else }}{{ else }}{{ end }}', /without an open "if"/],
    ['{{ .A ', /not closed/],
    ['{{ eq .A }}', /wrong number of arguments/],
  ])('refuses %s', (source, message) => {
    expect(() => parseGoTemplate(source)).toThrow(message);
  });
});

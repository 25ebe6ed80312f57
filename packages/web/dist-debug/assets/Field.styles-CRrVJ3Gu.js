import{r as e}from"./rolldown-runtime-XKyaHtl9.js";import{r as t}from"./SharedElementTransition-DK2DHPnl.js";import{l as n,n as r,o as i,r as a,u as o,w as s}from"./utils-Dt55ETFZ.js";import{a as c,u as l}from"./Button-CnQqiolY.js";import{i as u}from"./react-C1iE8mnY.js";import{s as d}from"./Dialog-C4Q2ZSbR.js";import{Ct as f,_t as p}from"./app-CGlakPIH.js";import{c as m}from"./ui-ANvuoJH3.js";var h=e(u(),1),g=(0,h.createContext)({}),_=e=>{let{onHoverStart:t,onHoverChange:n,onHoverEnd:r,...i}=e;return i},v=l(function(e,t){[e,t]=r(e,t,g);let{hoverProps:c,isHovered:l}=n({...e,isDisabled:e.disabled}),{isFocused:u,isFocusVisible:d,focusProps:f}=o({isTextInput:!0,autoFocus:e.autoFocus}),p=!!e[`aria-invalid`]&&e[`aria-invalid`]!==`false`,m=a({...e,values:{isHovered:l,isFocused:u,isFocusVisible:d,isDisabled:e.disabled||!1,isInvalid:p},defaultClassName:`react-aria-Input`});return h.createElement(i.input,{...s(_(e),f,c),...m,ref:t,"data-focused":u||void 0,"data-disabled":e.disabled||void 0,"data-hovered":l||void 0,"data-focus-visible":d||void 0,"data-invalid":p||void 0})});f.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[1]};
  min-width: 0;
  width: 100%;
`;var y=f(c)`
  font-size: ${({theme:e})=>e.typography.fontSize.sm};
  font-weight: ${({theme:e})=>e.typography.fontWeight.semibold};
  color: ${({theme:e})=>e.colors.text.default};
`,b=f(d)`
  font-size: ${({theme:e})=>e.typography.fontSize.sm};
  color: ${({theme:e})=>e.colors.text.muted};
`,x=f(t)`
  font-size: ${({theme:e})=>e.typography.fontSize.sm};
  color: ${({theme:e})=>e.colors.danger.text};
`;f(v)`
  ${m}
  width: 100%;
  min-width: 0;
  &::placeholder { color: ${({theme:e})=>e.colors.text.muted}; opacity: 1; }
  &[data-focus-visible], &[data-focused] { ${p} }
`;export{v as a,g as i,x as n,y as r,b as t};
//# sourceMappingURL=Field.styles-CRrVJ3Gu.js.map
import{r as e}from"./rolldown-runtime-XKyaHtl9.js";import{T as t,c as n,d as r,f as i,g as a,i as o,l as s,n as c,nt as l,o as u,r as d,s as f,t as p,u as m,w as h,y as g}from"./utils-Dt55ETFZ.js";import{a as _,c as v,d as y,i as b,l as x,n as S,o as C,s as w,u as T}from"./SharedElementTransition-DK2DHPnl.js";import{i as E}from"./Button-CnQqiolY.js";import{S as D,b as O,c as k}from"./Dialog-C4Q2ZSbR.js";import{n as A,r as j,t as M}from"./RadioGroup-cQl_j1YY.js";import{i as N}from"./react-C1iE8mnY.js";import{T as P}from"./ui-ANvuoJH3.js";import{Ct as F,St as I,_t as L}from"./app-CGlakPIH.js";var R=e(N(),1);function z(e,t,n){let{isDisabled:r=!1,isReadOnly:o=!1,value:s,name:c,form:u,children:d,isRequired:f,validationBehavior:p=`aria`,"aria-label":m,"aria-labelledby":_,"aria-describedby":v,onPressStart:b,onPressEnd:S,onPressChange:C,onPress:E,onPressUp:D,onClick:O}=e,k=x({...e,value:t.isSelected}),{isInvalid:A,validationErrors:M,validationDetails:N}=k.displayValidation;T(e,k,n);let P=e=>{e.stopPropagation(),t.setSelected(l(e).checked)},{pressProps:F,isPressed:I}=i({onPressStart:b,onPressEnd:S,onPressChange:C,onPress:E,onPressUp:D,onClick:O,isDisabled:r}),[L,z]=(0,R.useState)(!1),{pressProps:B}=i({onPressStart(e){e.pointerType===`keyboard`||e.pointerType===`virtual`?e.continuePropagation():(b?.(e),C?.(!0),z(!0))},onPressEnd(e){e.pointerType===`keyboard`||e.pointerType===`virtual`?e.continuePropagation():(S?.(e),C?.(!1),z(!1))},onPressUp(e){e.pointerType===`keyboard`||e.pointerType===`virtual`?e.continuePropagation():D?.(e)},onClick:O,onPress(r){if(r.pointerType===`keyboard`||r.pointerType===`virtual`){r.continuePropagation();return}E?.(r),t.toggle(),n.current?.focus();let{[w]:i}=e,{commitValidation:a}=i||k;a()},isDisabled:r||o}),{focusableProps:V}=g(e,n),H=h(F,V),U=a(e,{labelable:!0});y(n,t.defaultSelected,t.setSelected);let W=j(),G=j();return{labelProps:h(B,{onClick:e=>e.preventDefault()}),inputProps:h(U,{checked:t.isSelected,"aria-required":f&&p===`aria`||void 0,required:f&&p===`native`,"aria-invalid":A||e.validationState===`invalid`||void 0,"aria-errormessage":e[`aria-errormessage`],"aria-controls":e[`aria-controls`],"aria-readonly":o||void 0,"aria-describedby":[W.id,G.id,v].filter(Boolean).join(` `)||void 0,onChange:P,disabled:r,...s==null?{}:{value:s},name:c,form:u,type:`checkbox`,...H}),descriptionProps:W,errorMessageProps:G,isSelected:t.isSelected,isPressed:I||L,isDisabled:r,isReadOnly:o,isInvalid:A||e.validationState===`invalid`,validationErrors:M,validationDetails:N}}function B(e,t,n){let{labelProps:r,inputProps:i,descriptionProps:a,errorMessageProps:o,isSelected:s,isPressed:c,isDisabled:l,isReadOnly:u,isInvalid:d,validationErrors:f,validationDetails:p}=z(e,t,n),{isIndeterminate:m}=e;return(0,R.useEffect)(()=>{n.current&&(n.current.indeterminate=!!m)}),{labelProps:h(r,(0,R.useMemo)(()=>({onMouseDown:e=>e.preventDefault()}),[])),inputProps:i,descriptionProps:a,errorMessageProps:o,isSelected:s,isPressed:c,isDisabled:l,isReadOnly:u,isInvalid:d,validationErrors:f,validationDetails:p}}var V=new WeakMap;function H(e,t){let{isDisabled:n,name:i,form:o,validationBehavior:s=`aria`}=e,{isInvalid:c,validationErrors:l,validationDetails:u}=t.displayValidation,{labelProps:d,fieldProps:f,descriptionProps:p,errorMessageProps:m}=_({...e,labelElementType:`span`,isInvalid:c,errorMessage:e.errorMessage||l});V.set(t,{name:i,form:o,descriptionId:p.id,errorMessageId:m.id,validationBehavior:s});let g=a(e,{labelable:!0}),{focusWithinProps:v}=r({onBlurWithin:e.onBlur,onFocusWithin:e.onFocus,onFocusWithinChange:e.onFocusChange});return{groupProps:h(g,{role:`group`,"aria-disabled":n||void 0,...f,...v}),labelProps:d,descriptionProps:p,errorMessageProps:m,isInvalid:c,validationErrors:l,validationDetails:u}}function U(e={}){let{isReadOnly:t}=e,[n,r]=D(e.isSelected,e.defaultSelected||!1,e.onChange),[i]=(0,R.useState)(n);function a(e){t||r(e)}function o(){t||r(!n)}return{isSelected:n,defaultSelected:e.defaultSelected??i,setSelected:a,toggle:o}}function W(e,t,n){let r=U({isReadOnly:e.isReadOnly||t.isReadOnly,isSelected:t.isSelected(e.value),defaultSelected:t.defaultValue.includes(e.value),onChange(n){n?t.addValue(e.value):t.removeValue(e.value),e.onChange&&e.onChange(n)}}),{name:i,form:a,descriptionId:o,errorMessageId:s,validationBehavior:c}=V.get(t);c=e.validationBehavior??c;let{realtimeValidation:l}=x({...e,value:r.isSelected,name:void 0,validationBehavior:`aria`}),u=(0,R.useRef)(v),d=()=>{t.setInvalid(e.value,l.isInvalid?l:u.current)};(0,R.useEffect)(d);let f=t.realtimeValidation.isInvalid?t.realtimeValidation:l,p=c===`native`?t.displayValidation:f,m=B({...e,isReadOnly:e.isReadOnly||t.isReadOnly,isDisabled:e.isDisabled||t.isDisabled,name:e.name||i,form:e.form||a,isRequired:e.isRequired??t.isRequired,validationBehavior:c,[w]:{realtimeValidation:f,displayValidation:p,resetValidation:t.resetValidation,commitValidation:t.commitValidation,updateValidation(e){u.current=e,d()}}},r,n);return{...m,inputProps:{...m.inputProps,"aria-describedby":[m.inputProps[`aria-describedby`],t.isInvalid?s:null,o].filter(Boolean).join(` `)||void 0}}}function G(e={}){let[t,n]=D(e.value,e.defaultValue||[],e.onChange),[r]=(0,R.useState)(t),i=!!e.isRequired&&t.length===0,a=(0,R.useRef)(new Map),o=x({...e,value:t}),s=o.displayValidation.isInvalid;return{...o,value:t,defaultValue:e.defaultValue??r,setValue(t){e.isReadOnly||e.isDisabled||n(t)},isDisabled:e.isDisabled||!1,isReadOnly:e.isReadOnly||!1,isSelected(e){return t.includes(e)},addValue(t){e.isReadOnly||e.isDisabled||n(e=>e.includes(t)?e:e.concat(t))},removeValue(r){e.isReadOnly||e.isDisabled||t.includes(r)&&n(t.filter(e=>e!==r))},toggleValue(r){e.isReadOnly||e.isDisabled||(t.includes(r)?n(t.filter(e=>e!==r)):n(t.concat(r)))},setInvalid(e,t){let n=new Map(a.current);t.isInvalid?n.set(e,t):n.delete(e),a.current=n,o.updateValidation(C(...n.values()))},validationState:e.validationState??(s?`invalid`:null),isInvalid:s,isRequired:i}}var ee=(0,R.createContext)(null),te=(0,R.createContext)(null),K=(0,R.createContext)(null),ne=(0,R.forwardRef)(function(e,t){[e,t]=c(e,t,te);let{validationBehavior:r}=n(S)||{},i=e.validationBehavior??r??`native`,s=G({...e,validationBehavior:i}),[l,f]=o(!e[`aria-label`]&&!e[`aria-labelledby`]),{groupProps:m,labelProps:g,descriptionProps:_,errorMessageProps:v,...y}=H({...e,label:f,validationBehavior:i},s),x=d({...e,values:{isDisabled:s.isDisabled,isReadOnly:s.isReadOnly,isRequired:e.isRequired||!1,isInvalid:s.isInvalid,state:s},defaultClassName:`react-aria-CheckboxGroup`}),C=a(e,{global:!0});return R.createElement(u.div,{...h(C,x,m),ref:t,slot:e.slot||void 0,"data-readonly":s.isReadOnly||void 0,"data-required":e.isRequired||void 0,"data-invalid":s.isInvalid||void 0,"data-disabled":e.isDisabled||void 0},R.createElement(p,{values:[[K,s],[E,{...g,ref:l,elementType:`span`}],[k,{slots:{description:_,errorMessage:v}}],[b,y]]},x.children))}),q=(0,R.createContext)(null);function J(e,r){let{validationBehavior:i}=n(S)||{},a=e.validationBehavior??i??`native`,o=(0,R.useContext)(K),s=P((0,R.useMemo)(()=>t(r,e.inputRef===void 0?null:e.inputRef),[r,e.inputRef])),c={...f(e),children:typeof e.children==`function`||e.children,value:e.value,validationBehavior:a};return[o?W(c,o,s):B(c,U(e),s),s]}var Y=(0,R.forwardRef)(function(e,t){let{inputRef:n=null,...r}=e;[e,t]=c(r,t,ee);let[i,a]=J(e,n);return R.createElement(q.Provider,{value:{...i,inputRef:a,defaultClassName:`react-aria-Checkbox`,isIndeterminate:e.isIndeterminate,isRequired:e.isRequired}},R.createElement(X,{...e,ref:t}))}),X=(0,R.forwardRef)(function(e,t){let{labelProps:n,inputProps:r,isSelected:i,isDisabled:o,isReadOnly:c,isPressed:l,isInvalid:f,inputRef:p,defaultClassName:g,isIndeterminate:_,isRequired:v}=(0,R.useContext)(q),{isFocused:y,isFocusVisible:b,focusProps:x}=m(),S=o||c,{hoverProps:C,isHovered:w}=s({...e,isDisabled:S}),T=d({...e,defaultClassName:g,values:{isSelected:i,isIndeterminate:_||!1,isPressed:l,isHovered:w,isFocused:y,isFocusVisible:b,isDisabled:o,isReadOnly:c,isInvalid:f,isRequired:v||!1}}),E=a(e,{global:!0});return delete E.id,delete E.onClick,R.createElement(u.label,{...h(E,n,C,T),ref:t,slot:e.slot||void 0,"data-selected":i||void 0,"data-indeterminate":_||void 0,"data-pressed":l||void 0,"data-hovered":w||void 0,"data-focused":y||void 0,"data-focus-visible":b||void 0,"data-disabled":o||void 0,"data-readonly":c||void 0,"data-invalid":f||void 0,"data-required":v||void 0},R.createElement(O,{elementType:`span`},R.createElement(`input`,{...h(r,x),ref:p})),T.children)}),Z=I`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[2]};
  min-width: 0;
  &[data-disabled] { opacity: 0.55; }
`,re=F(ne)`${Z}`,ie=F(M)`${Z}`,ae=F.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[1]};
`,Q=I`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: ${({theme:e})=>e.space[2]};
  /* A finger-sized row: the whole line chooses. */
  min-height: ${({theme:e})=>e.sizes.controlHeight};
  padding: ${({theme:e})=>e.space[2]} 0;
  color: ${({theme:e})=>e.colors.text.default};
  cursor: pointer;
  &[data-disabled] { cursor: not-allowed; }
`,$=F(Y)`${Q}`,oe=F(A)`${Q}`,se=F.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.25rem;
  height: 1.25rem;
  margin-top: 0.125rem;
  border: 2px solid ${({theme:e})=>e.colors.border.control};
  border-radius: ${({$round:e,theme:t})=>e?`50%`:t.radii.sm};
  background: ${({theme:e})=>e.colors.surface.raised};
  color: ${({theme:e})=>e.colors.primary.onSolid};
  [data-hovered] > & { border-color: ${({theme:e})=>e.colors.border.strong}; }
  [data-selected] > & {
    border-color: ${({theme:e})=>e.colors.primary.solid};
    background: ${({$round:e,theme:t})=>e?t.colors.surface.raised:t.colors.primary.solid};
  }
  [data-invalid] > & { border-color: ${({theme:e})=>e.colors.danger.solid}; }
  [data-focus-visible] > & { ${L} }
`,ce=F.span`
  width: 0.625rem;
  height: 0.625rem;
  border-radius: 50%;
  background: ${({theme:e})=>e.colors.primary.solid};
`,le=F.span`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[1]};
  line-height: ${({theme:e})=>e.typography.lineHeight.normal};
`,ue=F.span`
  font-size: ${({theme:e})=>e.typography.fontSize.sm};
  color: ${({theme:e})=>e.colors.text.muted};
`;export{ae as a,oe as c,le as i,ie as l,se as n,$ as o,ue as r,re as s,ce as t};
//# sourceMappingURL=Choice.styles-DKGXhbq-.js.map
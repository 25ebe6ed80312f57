import{r as e}from"./rolldown-runtime-XKyaHtl9.js";import{i as t,t as n}from"./react-C1iE8mnY.js";import{B as r,Ct as i,N as a,P as o,St as s,W as c,X as l,Z as u,_t as d,gt as f,ht as p,pt as m,u as ee,vt as h,yt as g}from"./app-CGlakPIH.js";var _=i.div`
  display: flex;
  flex-direction: ${({$direction:e})=>e};
  gap: ${({theme:e,$gap:t})=>e.space[t]};
  align-items: ${({$align:e})=>e??`stretch`};
  justify-content: ${({$justify:e})=>e??`flex-start`};
  flex-wrap: ${({$wrap:e})=>e?`wrap`:`nowrap`};
  min-width: 0;
  ${({$stackBelow:e,theme:t})=>e&&s`
      flex-direction: column;
      align-items: stretch;
      @media (min-width: ${t.breakpoints[e]}) {
        flex-direction: row;
        align-items: center;
      }
    `}
`,te=i.div`
  display: grid;
  gap: ${({theme:e,$gap:t})=>e.space[t]};
  grid-template-columns: ${({$min:e})=>`repeat(auto-fill, minmax(min(100%, ${e}), 1fr))`};
  ${({$columns:e,theme:t})=>e&&s`
      grid-template-columns: 1fr;
      @media (min-width: ${t.breakpoints.md}) {
        grid-template-columns: repeat(${e}, minmax(0, 1fr));
      }
    `}
`,ne=i.main`
  ${({$width:e})=>p(e)}
  padding-top: ${({theme:e})=>e.space[4]};
  padding-bottom: ${({theme:e})=>e.space[16]};
  @media (min-width: ${({theme:e})=>e.breakpoints.md}) {
    padding-top: ${({theme:e})=>e.space[8]};
  }
`;i.section`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[4]};
  scroll-margin-top: ${({theme:e})=>e.space[8]};
`,i.hr`
  width: 100%;
  margin: 0;
  border: 0;
  border-top: 1px solid ${({theme:e})=>e.colors.border.subtle};
`;var v=n(),y={start:`flex-start`,end:`flex-end`,center:`center`,stretch:`stretch`,baseline:`baseline`,"space-between":`space-between`};function b({children:e,direction:t=`column`,gap:n=4,align:r,justify:i,wrap:a=!1,stackBelow:o,as:s,...c}){return(0,v.jsx)(_,{as:s,...c,$direction:t,$gap:n,$align:r?y[r]:void 0,$justify:i?y[i]:void 0,$wrap:a,$stackBelow:o,children:e})}function x({children:e,minColumnWidth:t=`16rem`,columns:n,gap:r=4}){return(0,v.jsx)(te,{$min:t,$columns:n,$gap:r,children:e})}function re({children:e,width:t=`default`,id:n}){return(0,v.jsx)(ne,{id:n,$width:t,children:e})}var S={1:`2xl`,2:`xl`,3:`lg`,4:`md`},ie=i.h2`
  margin: 0;
  font-family: ${({theme:e})=>e.typography.fontFamily.heading};
  font-size: ${({theme:e,$level:t})=>e.typography.fontSize[S[t]]};
  font-weight: ${({theme:e})=>e.typography.fontWeight.bold};
  line-height: ${({theme:e})=>e.typography.lineHeight.tight};
  color: ${({theme:e})=>e.colors.text.heading};
  overflow-wrap: anywhere;
  ${g}
  @media (min-width: ${({theme:e})=>e.breakpoints.md}) {
    font-size: ${({theme:e,$level:t})=>t===1?e.typography.fontSize[`3xl`]:e.typography.fontSize[S[t]]};
  }
`,ae=i.p`
  margin: 0;
  ${({$keepLineBreaks:e})=>e?`white-space: pre-wrap;`:``}
  font-size: ${({theme:e,$size:t})=>e.typography.fontSize[t]};
  font-weight: ${({theme:e,$weight:t})=>e.typography.fontWeight[t]};
  color: ${({theme:e,$tone:t})=>t==="default"?e.colors.text.default:t===`muted`?e.colors.text.muted:e.colors[t].text};
  overflow-wrap: anywhere;
  ${g}
`;function oe({children:e,level:t,id:n,tabIndex:r,ref:i}){return(0,v.jsx)(ie,{as:`h${t}`,id:n,tabIndex:r,ref:i,$level:t,children:e})}function se({children:e,tone:t=`default`,size:n=`md`,weight:r=`regular`,as:i=`p`,id:a,role:o,tabIndex:s,ref:c,keepLineBreaks:l=!1}){return(0,v.jsx)(ae,{as:i,id:a,role:o,tabIndex:s,ref:c,$tone:t,$size:n,$weight:r,$keepLineBreaks:l,children:e})}var C=e(t(),1);function w(e){let t=(0,C.useRef)(null),n=(0,C.useRef)(void 0),r=(0,C.useCallback)(t=>{if(typeof e==`function`){let n=e,r=n(t);return()=>{typeof r==`function`?r():n(null)}}if(e)return e.current=t,()=>{e.current=null}},[e]);return(0,C.useMemo)(()=>({get current(){return t.current},set current(e){t.current=e,n.current&&=(n.current(),void 0),e!=null&&(n.current=r(e))}}),[r])}var T=7e3,E=null;function D(e,t=`assertive`,n=T){E?E.announce(e,t,n):(E=new ce,(typeof IS_REACT_ACT_ENVIRONMENT==`boolean`?IS_REACT_ACT_ENVIRONMENT:typeof jest<`u`)?E.announce(e,t,n):setTimeout(()=>{E?.isAttached()&&E?.announce(e,t,n)},100))}var ce=class{constructor(){this.node=null,this.assertiveLog=null,this.politeLog=null,typeof document<`u`&&(this.node=document.createElement(`div`),this.node.dataset.liveAnnouncer=`true`,Object.assign(this.node.style,{border:0,clip:`rect(0 0 0 0)`,clipPath:`inset(50%)`,height:`1px`,margin:`-1px`,overflow:`hidden`,padding:0,position:`absolute`,width:`1px`,whiteSpace:`nowrap`}),this.assertiveLog=this.createLog(`assertive`),this.node.appendChild(this.assertiveLog),this.politeLog=this.createLog(`polite`),this.node.appendChild(this.politeLog),document.body.prepend(this.node))}isAttached(){return this.node?.isConnected}createLog(e){let t=document.createElement(`div`);return t.setAttribute(`role`,`log`),t.setAttribute(`aria-live`,e),t.setAttribute(`aria-relevant`,`additions`),t}destroy(){this.node&&=(document.body.removeChild(this.node),null)}announce(e,t=`assertive`,n=T){if(!this.node)return;let r=document.createElement(`div`);typeof e==`object`?(r.setAttribute(`role`,`img`),r.setAttribute(`aria-labelledby`,e[`aria-labelledby`])):r.textContent=e,t===`assertive`?this.assertiveLog?.appendChild(r):this.politeLog?.appendChild(r),e!==``&&setTimeout(()=>{r.remove()},n)}clear(e){this.node&&((!e||e===`assertive`)&&this.assertiveLog&&(this.assertiveLog.innerHTML=``),(!e||e===`polite`)&&this.politeLog&&(this.politeLog.innerHTML=``))}};function O(e,t){let n=(0,C.useRef)(t);(0,C.useEffect)(()=>{let r=e.current;n.current!==t&&r!==null&&r.ownerDocument.activeElement===r&&D(r.getAttribute(`aria-label`)??r.textContent??``,`assertive`),n.current=t},[t,e])}var k=(e,t,n)=>({type:e&&t===`submit`?`button`:t,"aria-disabled":e?!0:n});function A({isPending:e,pendingLabel:t,icon:n,children:r}){return e?(0,v.jsxs)(v.Fragment,{children:[(0,v.jsx)(m,{size:`sm`,tone:`current`,label:``}),(0,v.jsx)(`span`,{children:t??r})]}):(0,v.jsxs)(v.Fragment,{children:[n,(0,v.jsx)(`span`,{children:r})]})}var j=({theme:e})=>`@media (pointer: coarse), (max-width: ${Number.parseFloat(e.breakpoints.sm)-.02}px)`,M=`&:not([aria-disabled="true"])`,N={hovered:`[data-hovered]`,pressed:`[data-pressed]`,focusVisible:`&[data-focus-visible]`,disabled:`&[data-disabled]`},P={hovered:`:hover`,pressed:`:active`,focusVisible:`&:focus-visible`,disabled:`&:disabled`},F=e=>({primary:s`
    background: ${({theme:e})=>e.colors.primary.solid};
    color: ${({theme:e})=>e.colors.primary.onSolid};
    border-color: ${({theme:e})=>e.colors.primary.solid};
    ${M}${e.hovered} { background: ${({theme:e})=>e.colors.primary.solidHover}; }
    ${M}${e.pressed} { background: ${({theme:e})=>e.colors.primary.solidPressed}; }
  `,secondary:s`
    background: ${({theme:e})=>e.colors.surface.raised};
    color: ${({theme:e})=>e.colors.primary.text};
    border-color: ${({theme:e})=>e.colors.primary.solid};
    ${M}${e.hovered}, ${M}${e.pressed} { background: ${({theme:e})=>e.colors.primary.subtle}; }
  `,ghost:s`
    background: transparent;
    color: ${({theme:e})=>e.colors.primary.text};
    border-color: transparent;
    ${M}${e.hovered}, ${M}${e.pressed} { background: ${({theme:e})=>e.colors.primary.subtle}; }
  `,danger:s`
    background: ${({theme:e})=>e.colors.danger.solid};
    color: ${({theme:e})=>e.colors.danger.onSolid};
    border-color: ${({theme:e})=>e.colors.danger.solid};
    ${M}${e.hovered}, ${M}${e.pressed} { background: ${({theme:e})=>e.colors.danger.solidHover}; }
  `}),le=F(N),I=F(P),L=(e,t)=>s`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({theme:e})=>e.space[2]};
  min-height: ${({theme:e,$size:t})=>t===`sm`?e.sizes.controlHeightSm:e.sizes.controlHeight};
  width: ${({$fullWidth:e})=>e?`100%`:`auto`};
  /* A label that wraps (a long French one on a phone) makes the button taller, with room above and below. */
  padding: ${({theme:e})=>e.space[1]} ${({theme:e,$size:t})=>t===`sm`?e.space[3]:e.space[5]};
  ${j} { min-height: ${({theme:e})=>e.sizes.touchTarget}; }
  border: 1px solid transparent;
  border-radius: ${({theme:e})=>e.radii.md};
  font-family: inherit;
  font-size: ${({theme:e,$size:t})=>t===`sm`?e.typography.fontSize.sm:e.typography.fontSize.md};
  font-weight: ${({theme:e})=>e.typography.fontWeight.semibold};
  line-height: ${({theme:e})=>e.typography.lineHeight.tight};
  text-align: center;
  cursor: pointer;
  transition: background ${({theme:e})=>e.motion.duration.fast} ${({theme:e})=>e.motion.easing.standard};
  -webkit-tap-highlight-color: transparent;
  ${({$variant:e})=>t[e]}
  ${e.focusVisible} { ${d} }
  ${e.disabled} { opacity: 0.55; cursor: not-allowed; }
  &[aria-disabled='true'] { cursor: progress; }
  svg { flex-shrink: 0; }
`,R=i.button`
  ${L(P,I)}
`;function z({children:e,variant:t=`primary`,size:n=`md`,icon:r,fullWidth:i=!1,type:a=`button`,isPending:o=!1,pendingLabel:s,onClick:c,ref:l,...u}){let d=w(l);return O(d,o),(0,v.jsx)(R,{...u,ref:d,...k(o,a,u[`aria-disabled`]),onClick:o?void 0:c,$variant:t,$size:n,$fullWidth:i,children:(0,v.jsx)(A,{isPending:o,pendingLabel:s,icon:r,children:e})})}var B=s`
  display: inline-flex;
  align-items: center;
  gap: ${({theme:e})=>e.space[1]};
  color: ${({theme:e,$inherit:t})=>t?`inherit`:e.colors.text.link};
  font-weight: ${({theme:e})=>e.typography.fontWeight.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  border-radius: ${({theme:e})=>e.radii.sm};
  overflow-wrap: anywhere;
  &[data-hovered], &:is(a):hover { text-decoration-thickness: 2px; }
  &[data-focus-visible], &:is(a):focus-visible { ${d} }
  /* A link of its own (not one inside a sentence, which takes the text's colour) is a finger-sized target. */
  ${j} { min-height: ${({theme:e,$inherit:t})=>t?`auto`:e.sizes.touchTarget}; }
`,V=i.a`
  ${B}
`;function H({children:e,externalLabel:t,inheritColor:n=!1,newTab:r=!0,...i}){let a=r?{target:`_blank`,rel:`noopener noreferrer`}:{};return(0,v.jsxs)(V,{...i,...a,$inherit:n,children:[e,r?(0,v.jsx)(f,{name:`external`,size:14,label:t}):null]})}var U=new Set([`https:`,`mailto:`]);function W(e){let t;try{t=new URL(e)}catch{return null}return!U.has(t.protocol)||t.protocol===`https:`&&!t.hostname?null:e}var ue=/(https:\/\/[^\s<>"']+|mailto:[^\s<>"']+)/g,de=/[.,;:!?)\]]+$/;function fe(e){let t=[],n=0;for(let r of e.matchAll(ue)){let i=r[0],a=r.index??0,o=de.exec(i)?.[0]??``,s=i.slice(0,i.length-o.length);a>n&&t.push({text:e.slice(n,a)});let c=s.startsWith(`mailto:`)?s.slice(7):s;t.push({text:c,href:s}),n=a+s.length}return n<e.length&&t.push({text:e.slice(n)}),t}function G({message:e,externalLabel:t}){let n=typeof e==`string`?fe(e):e;return(0,v.jsx)(v.Fragment,{children:n.map((e,n)=>{let r=e.href?W(e.href):null;return r?r.startsWith(`https:`)?(0,v.jsx)(H,{href:r,externalLabel:t,inheritColor:!0,children:e.text},n):(0,v.jsx)(H,{href:r,newTab:!1,inheritColor:!0,children:e.text},n):(0,v.jsx)(C.Fragment,{children:e.text},n)})})}var K=s`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`,q=i.span`
  ${K}
`,pe=i.div`
  display: flex;
  align-items: flex-start;
  gap: ${({theme:e})=>e.space[3]};
  padding: ${({theme:e})=>e.space[3]} ${({theme:e})=>e.space[4]};
  border: 1px solid ${({theme:e,$tone:t})=>e.colors[t].border};
  border-left-width: 4px;
  border-left-color: ${({theme:e,$tone:t})=>e.colors[t].solid};
  border-radius: ${({theme:e})=>e.radii.md};
  background: ${({theme:e,$tone:t})=>e.colors[t].subtle};
  color: ${({theme:e,$tone:t})=>e.colors[t].text};
  font-size: ${({theme:e})=>e.typography.fontSize.sm};
  overflow-wrap: anywhere;
  svg { flex-shrink: 0; margin-top: 2px; }
  ${g}
`,J=i.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[1]};
  min-width: 0;
`,me=i.strong`
  font-weight: ${({theme:e})=>e.typography.fontWeight.semibold};
`,he=i.span`
  font-weight: ${({theme:e})=>e.typography.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
`,ge={info:`info`,success:`check`,warning:`alert`,danger:`alert`};function _e({message:e,title:t,tone:n=`danger`,role:r,externalLabel:i,children:a,tabIndex:o,id:s,countdown:c,ref:l}){let u=r??(n===`danger`?`alert`:`status`),d=u===`none`?void 0:u,p=(0,v.jsxs)(v.Fragment,{children:[t?(0,v.jsx)(me,{children:t}):null,(0,v.jsx)(`span`,{children:(0,v.jsx)(G,{message:e,externalLabel:i})})]});return(0,v.jsxs)(pe,{role:c?void 0:d,$tone:n,tabIndex:o,id:s,ref:l,children:[(0,v.jsx)(f,{name:ge[n]}),(0,v.jsxs)(J,{children:[c?(0,v.jsx)(J,{role:d,children:p}):p,c?(0,v.jsxs)(v.Fragment,{children:[(0,v.jsx)(he,{role:`timer`,"aria-live":`off`,children:c.text}),(0,v.jsx)(q,{role:`status`,children:c.announcement})]}):null,a]})]})}var ve=i.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[3]};
  min-width: 0;
  padding: ${({theme:e,$padding:t})=>t===`lg`?e.space[6]:e.space[4]};
  background: ${({theme:e})=>e.colors.surface.raised};
  border: 1px solid ${({theme:e})=>e.colors.border.subtle};
  border-radius: ${({theme:e})=>e.radii.lg};
  box-shadow: ${({theme:e})=>e.shadows.sm};
  scroll-margin-top: ${({theme:e})=>e.space[8]};
  cursor: ${({$interactive:e})=>e?`pointer`:`auto`};
  @media (min-width: ${({theme:e})=>e.breakpoints.md}) {
    padding: ${({theme:e})=>e.space[6]};
  }
`,ye=i.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({theme:e})=>e.space[2]};
  > :first-child { flex: 1 1 auto; min-width: 0; }
  > :not(:first-child) { flex: none; }
  /* Badge above: the same place in every card of a row however long its title (read after the title). */
  ${({$badgeAbove:e})=>e?`flex-direction: column-reverse; justify-content: flex-start; > :first-child { flex: none; max-width: 100%; }`:``}
`,be=i.h3`
  margin: 0;
  font-family: ${({theme:e})=>e.typography.fontFamily.heading};
  font-size: ${({theme:e})=>e.typography.fontSize.lg};
  font-weight: ${({theme:e})=>e.typography.fontWeight.semibold};
  line-height: ${({theme:e})=>e.typography.lineHeight.tight};
  color: ${({theme:e})=>e.colors.text.heading};
  overflow-wrap: anywhere;
`,xe=i.p`
  margin: 0;
  color: ${({theme:e})=>e.colors.text.muted};
  font-size: ${({theme:e})=>e.typography.fontSize.sm};
`,Se=i.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({theme:e})=>e.space[2]};
  margin-top: auto;
  padding-top: ${({theme:e})=>e.space[2]};
`;function Ce({title:e,headingLevel:t=3,badge:n,badgePlacement:r=`end`,description:i,children:a,actions:o,id:s,padding:c=`md`,asRegion:l=!1,titleId:u,nameContextId:d,ref:f}){let p=(0,C.useId)(),m=u??p;return(0,v.jsxs)(ve,{ref:f,id:s,as:l?`section`:`div`,"aria-labelledby":l&&e?d?`${m} ${d}`:m:void 0,$padding:c,$interactive:!1,children:[e||n?(0,v.jsxs)(ye,{$badgeAbove:r===`above`&&!!e&&!!n,children:[e?(0,v.jsx)(be,{as:`h${t}`,id:m,children:e}):null,n]}):null,i?(0,v.jsx)(xe,{children:i}):null,a,o?(0,v.jsx)(Se,{children:o}):null]})}var Y=s`
  min-height: ${({theme:e})=>e.sizes.controlHeight};
  padding: 0 ${({theme:e})=>e.space[3]};
  border: 1px solid ${({theme:e})=>e.colors.border.control};
  border-radius: ${({theme:e})=>e.radii.md};
  background: ${({theme:e})=>e.colors.surface.raised};
  color: ${({theme:e})=>e.colors.text.default};
  font: inherit;
  font-size: ${({theme:e})=>e.typography.fontSize.md};
  &[data-hovered], &:is(input, textarea):hover:not(:disabled) { border-color: ${({theme:e})=>e.colors.border.strong}; }
  &[data-invalid], &[aria-invalid='true'] { border-color: ${({theme:e})=>e.colors.danger.solid}; }
  &[data-disabled], &:disabled { opacity: 0.55; cursor: not-allowed; }
`,we=i.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[1]};
  width: 100%;
`,Te=i.label`
  font-size: ${({theme:e})=>e.typography.fontSize.sm};
  font-weight: ${({theme:e})=>e.typography.fontWeight.semibold};
  color: ${({theme:e})=>e.colors.text.default};
`,Ee=i.span`
  font-size: ${({theme:e})=>e.typography.fontSize.sm};
  color: ${({theme:e})=>e.colors.text.muted};
`,De=i.span`
  font-size: ${({theme:e})=>e.typography.fontSize.sm};
  color: ${({theme:e})=>e.colors.danger.text};
`,Oe=i.input`
  ${Y}
  width: 100%;
  min-width: 0;
  &::placeholder { color: ${({theme:e})=>e.colors.text.muted}; opacity: 1; }
  &:focus { ${d} }
`;function X({label:e,description:t,errorMessage:n,isInvalid:r,id:i,children:a}){let o=(0,C.useId)(),s=i??`${o}-control`,c=t?`${o}-description`:void 0,l=r&&n?`${o}-error`:void 0;return(0,v.jsxs)(we,{children:[(0,v.jsx)(Te,{htmlFor:s,children:e}),a({id:s,"aria-describedby":[c,l].filter(Boolean).join(` `)||void 0,"aria-invalid":r||void 0}),t?(0,v.jsx)(Ee,{id:c,children:t}):null,l?(0,v.jsx)(De,{id:l,children:n}):null]})}function ke({label:e,description:t,errorMessage:n,isInvalid:r=!1,isDisabled:i=!1,isRequired:a=!1,onChange:o,id:s,...c}){return(0,v.jsx)(X,{label:e,description:t,errorMessage:n,isInvalid:r,id:s,children:e=>(0,v.jsx)(Oe,{...c,...e,disabled:i,required:a,onChange:e=>o?.(e.target.value)})})}var Z=i.div`
  display: inline-flex;
  border: 1px solid ${({theme:e})=>e.colors.border.control};
  border-radius: ${({theme:e})=>e.radii.pill};
`,Ae=i.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({theme:e})=>e.sizes.touchTarget};
  min-height: ${({theme:e})=>e.sizes.controlHeightSm};
  ${j} { min-height: ${({theme:e})=>e.sizes.touchTarget}; }
  padding: 0 ${({theme:e})=>e.space[2]};
  background: ${({theme:e})=>e.colors.surface.raised};
  color: ${({theme:e})=>e.colors.text.default};
  font-size: ${({theme:e})=>e.typography.fontSize.sm};
  font-weight: ${({theme:e})=>e.typography.fontWeight.bold};
  cursor: pointer;
  &:first-child { border-radius: ${({theme:e})=>e.radii.pill} 0 0 ${({theme:e})=>e.radii.pill}; }
  &:last-child { border-radius: 0 ${({theme:e})=>e.radii.pill} ${({theme:e})=>e.radii.pill} 0; }
  &:has(input:checked) { background: ${({theme:e})=>e.colors.primary.solid}; color: ${({theme:e})=>e.colors.primary.onSolid}; }
  /* Outside the option; the chosen one, filled with the ring's own colour, adds an inner line. */
  &:has(input:focus-visible) { ${d}; z-index: 1; }
  &:has(input:checked:focus-visible) { ${h}; }
  input { position: absolute; inset: 0; margin: 0; opacity: 0; cursor: inherit; }
`;function je({value:e,onChange:t,label:n,names:r={en:`English`,fr:`Français`}}){let i=(0,C.useId)();return(0,v.jsx)(Z,{role:`radiogroup`,"aria-label":n,children:[`en`,`fr`].map(n=>(0,v.jsxs)(Ae,{lang:n,children:[(0,v.jsx)(`input`,{type:`radio`,name:i,value:n,checked:e===n,"aria-label":r[n],onChange:()=>t(n)}),(0,v.jsx)(`span`,{"aria-hidden":`true`,children:n.toUpperCase()})]},n))})}var Me=e=>({ok:!0,value:e}),Ne=e=>({ok:!1,error:e});function Pe(e,t){if(e===void 0||!Number.isFinite(e)||e<=0)return null;let n=Math.ceil(e);return{seconds:n,endsAt:t.now()+n*1e3}}function Q(e,t){return Math.max(0,Math.ceil((e.endsAt-t.now())/1e3))}var Fe=e=>e>0&&(e%60==0||e===30||e===10);function Ie(e,t){let n=Q(e,t);if(n===0)return null;for(let t=n;t<e.seconds;t+=1)if(Fe(t))return t;return null}function Le(e){let t=l(),n=e===``?r.name:t.formatMessage(a.pageTitle,{page:e,school:r.name});(0,C.useEffect)(()=>{document.title=n},[n])}function Re(){let e=l(),t=c(e=>e.language),n=c(e=>e.setLanguage);return(0,v.jsx)(je,{value:t,onChange:n,label:e.formatMessage(a.language)})}var $=o(u({secondsLeft:{id:`refusal.wait.secondsLeft`}})),ze=500;function Be(e=ee){let t=l(),n=(0,C.useId)(),r=(0,C.useRef)(null),i=(0,C.useRef)(null),[a,o]=(0,C.useState)(null),[s,c]=(0,C.useState)(()=>e.now()),u={now:()=>s},d=a?.wait?Q(a.wait,u):0,f=a?.wait!=null&&d===0,p=a!==null&&!f?a.refusal:null,m=p!==null&&a?.wait!=null;(0,C.useEffect)(()=>{if(!m)return;let t=setInterval(()=>c(e.now()),ze);return()=>clearInterval(t)},[m,e]),(0,C.useEffect)(()=>{a!==null&&r.current?.focus()},[a]),(0,C.useLayoutEffect)(()=>{if(!f)return;let e=i.current?.ownerDocument.activeElement;(e==null||e===i.current?.ownerDocument.body)&&i.current?.focus()},[f]);let h=a?.wait?Ie(a.wait,u):null,g=m?{text:t.formatMessage($.secondsLeft,{seconds:d}),announcement:h===null?``:t.formatMessage($.secondsLeft,{seconds:h})}:void 0;return{refusal:p,control:i,waiting:m,describedBy:p===null?void 0:n,alert:{id:n,ref:r,tabIndex:-1,countdown:g},show:(t,n)=>{let r=e.now();c(r),o({refusal:t,wait:Pe(n,{now:()=>r})})},clear:()=>o(null)}}export{b as A,O as C,se as D,oe as E,x as O,k as S,w as T,N as _,Me as a,j as b,Y as c,q as d,K as f,z as g,B as h,Ne as i,re as k,Ce as l,H as m,Re as n,ke as o,G as p,Le as r,X as s,Be as t,_e as u,le as v,D as w,A as x,L as y};
//# sourceMappingURL=ui-ANvuoJH3.js.map
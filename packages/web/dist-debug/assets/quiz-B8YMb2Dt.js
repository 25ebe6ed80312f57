import{r as e}from"./rolldown-runtime-XKyaHtl9.js";import{B as t,Dt as n,H as r,M as i,Ot as a,R as o,U as s,b as c,kt as l,r as u,ut as d,vt as f,w as p,yt as m,z as h}from"./portal-D81AuSBA.js";import{n as g}from"./quiz-accommodation-NcxieDDP.js";import{A as _,D as v,k as y,l as b,n as x,r as S,u as C}from"./ui-ANvuoJH3.js";import{t as w}from"./Button-DwUMq6Zs.js";import{i as T,t as E}from"./react-C1iE8mnY.js";import{b as D,l as O,t as k}from"./Dialog-C4Q2ZSbR.js";import{Ct as A,D as j,L as ee,P as M,R as N,W as P,X as F,Z as I,_t as L,f as R,ft as z,gt as B,lt as V,u as H,w as U}from"./app-CGlakPIH.js";import{n as W,t as G}from"./Modal-REh4I6MW.js";import{a as te}from"./Button-CnQqiolY.js";import{n as ne,t as re}from"./RadioGroup-cQl_j1YY.js";var K=e(T(),1);function ie(e){let t=Math.max(0,Math.floor(e)),n=Math.floor(t/60),r=t%60;return`${n}:${String(r).padStart(2,`0`)}`}function ae(e){let t=Math.floor(e);return t<=0?!1:t===30||t===10?!0:t%60==0?t<=300||t%300==0:!1}function oe(e,t=300){return e<=t}var q=E(),se=A.div`
  display: inline-flex;
  align-items: center;
  gap: ${({theme:e})=>e.space[2]};
  padding: ${({theme:e})=>e.space[2]} ${({theme:e})=>e.space[3]};
  border: 1px solid ${({theme:e,$warning:t})=>t?e.colors.danger.border:e.colors.border.subtle};
  border-radius: ${({theme:e})=>e.radii.md};
  background: ${({theme:e,$warning:t})=>t?e.colors.danger.subtle:e.colors.surface.raised};
  color: ${({theme:e,$warning:t})=>t?e.colors.danger.text:e.colors.text.default};
`,ce=A.span`
  font-size: ${({theme:e})=>e.typography.fontSize.sm};
`,le=A.span`
  font-size: ${({theme:e})=>e.typography.fontSize.xl};
  font-weight: ${({theme:e})=>e.typography.fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;function ue({secondsLeft:e,label:t,announce:n,warningThreshold:r=300}){let i=oe(e,r),[a,o]=(0,K.useState)(null);ae(e)&&a?.second!==e&&o({second:e,text:n(e)});let s=a?.text??``;return(0,q.jsxs)(se,{$warning:i,"data-warning":i||void 0,children:[(0,q.jsx)(B,{name:`clock`}),(0,q.jsx)(ce,{children:t}),(0,q.jsx)(le,{role:`timer`,"aria-live":`off`,children:ie(e)}),(0,q.jsx)(D,{children:(0,q.jsx)(`span`,{role:`status`,children:s})})]})}var de=A(W)`
  position: fixed;
  inset: 0;
  z-index: ${({theme:e})=>e.zIndex.overlay};
  background: ${({theme:e})=>e.colors.danger.solid};
`,fe=A(k)`
  display: flex;
  height: 100%;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({theme:e})=>e.space[4]};
  padding: ${({theme:e})=>e.space[6]};
  color: ${({theme:e})=>e.colors.danger.onSolid};
  text-align: center;
  outline: none;
`,pe=A(O)`
  margin: 0;
  font-family: ${({theme:e})=>e.typography.fontFamily.heading};
  font-size: ${({theme:e})=>e.typography.fontSize[`3xl`]};
  color: inherit;
`,me=A.p`
  margin: 0;
  max-width: 28rem;
  font-size: ${({theme:e})=>e.typography.fontSize.lg};
`;function he({isVisible:e,title:t,message:n,dismissLabel:r,onDismiss:i}){return(0,q.jsx)(de,{isOpen:e,isDismissable:!1,onOpenChange:e=>{e||i()},children:(0,q.jsx)(G,{children:(0,q.jsxs)(fe,{role:`alertdialog`,children:[(0,q.jsx)(B,{name:`alert`,size:56}),(0,q.jsx)(pe,{slot:`title`,children:t}),(0,q.jsx)(me,{children:n}),(0,q.jsx)(w,{variant:`secondary`,onPress:i,autoFocus:!0,children:r})]})})})}var ge=A(re)`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[3]};
`,_e=A.h2`
  margin: 0;
  font-family: inherit;
  font-size: ${({theme:e})=>e.typography.fontSize.sm};
  font-weight: inherit;
  color: ${({theme:e})=>e.colors.text.muted};
  &:focus { outline: none; }
  &:focus-visible { ${L} }
`,ve=A(te)`
  font-family: ${({theme:e})=>e.typography.fontFamily.heading};
  font-size: ${({theme:e})=>e.typography.fontSize.xl};
  font-weight: ${({theme:e})=>e.typography.fontWeight.semibold};
  color: ${({theme:e})=>e.colors.text.heading};
  line-height: ${({theme:e})=>e.typography.lineHeight.tight};
`,ye=A(ne)`
  display: flex;
  align-items: center;
  gap: ${({theme:e})=>e.space[3]};
  min-height: ${({theme:e})=>e.sizes.controlHeight};
  padding: ${({theme:e})=>e.space[3]} ${({theme:e})=>e.space[4]};
  border: 1px solid ${({theme:e})=>e.colors.border.control};
  border-radius: ${({theme:e})=>e.radii.md};
  background: ${({theme:e})=>e.colors.surface.raised};
  color: ${({theme:e})=>e.colors.text.default};
  cursor: pointer;
  &::before {
    content: '';
    flex-shrink: 0;
    width: 1.125rem;
    height: 1.125rem;
    border: 2px solid ${({theme:e})=>e.colors.border.control};
    border-radius: 50%;
    background: ${({theme:e})=>e.colors.surface.raised};
  }
  &[data-hovered] { border-color: ${({theme:e})=>e.colors.primary.solid}; }
  &[data-selected] {
    border-color: ${({theme:e})=>e.colors.primary.solid};
    background: ${({theme:e})=>e.colors.primary.subtle};
    color: ${({theme:e})=>e.colors.primary.text};
    font-weight: ${({theme:e})=>e.typography.fontWeight.semibold};
  }
  &[data-selected]::before { border: 5px solid ${({theme:e})=>e.colors.primary.solid}; }
  &[data-focus-visible] { ${L} }
  &[data-disabled] { opacity: 0.55; cursor: not-allowed; }
`;function be({question:e,caption:t,captionRef:n,answers:r,value:i,onChange:a,isDisabled:o}){return(0,q.jsxs)(ge,{value:i,onChange:a,isDisabled:o,children:[t?(0,q.jsx)(_e,{ref:n,tabIndex:-1,children:t}):null,(0,q.jsx)(ve,{children:e}),r.map(e=>(0,q.jsx)(ye,{value:e.id,children:e.text},e.id))]})}var xe=(e,t)=>t===`en`?e.question_en:e.question,Se=(e,t)=>t===`en`?e.answer_en:e.answer,J=M(I({checking:{id:`quiz.checking`},starting:{id:`quiz.starting`},title:{id:`quiz.title`},timeRemaining:{id:`quiz.timeRemaining`},minutesRemaining:{id:`quiz.minutesRemaining`},questionCaption:{id:`quiz.questionCaption`},submit:{id:`quiz.submit`},submitting:{id:`quiz.submitting`},wait:{id:`quiz.wait`},slowDownTitle:{id:`quiz.slowDown.title`},slowDownText:{id:`quiz.slowDown.text`},startFailed:{id:`quiz.startFailed`},answerFailed:{id:`quiz.answerFailed`},overTitle:{id:`quiz.over.title`},overExpired:{id:`quiz.over.expired`},overCompleted:{id:`quiz.over.completed`},overThanks:{id:`quiz.over.thanks`},returnToDashboard:{id:`quiz.over.return`},stayTitle:{id:`quiz.stay.title`},stayText:{id:`quiz.stay.text`},stayBack:{id:`quiz.stay.back`},eligibilityFailed:{id:`quiz.eligibilityFailed`}}));function Ce(e,t){let[n,r]=(0,K.useState)(!1),i=t.join(` `);return(0,K.useEffect)(()=>{if(!e){r(!1);return}let t=new Set(i.split(` `)),n=()=>r(!0),a=()=>r(document.visibilityState===`hidden`),o=()=>document.visibilityState===`hidden`?n():a(),s=document.documentElement,c=[];t.has(`window-blur`)&&c.push([window,`blur`,n],[window,`focus`,a]),t.has(`tab-hidden`)&&c.push([document,`visibilitychange`,o]),t.has(`mouse-leave`)&&c.push([s,`mouseleave`,n],[s,`mouseenter`,a]);for(let[e,t,n]of c)e.addEventListener(t,n);return()=>{for(let[e,t,n]of c)e.removeEventListener(t,n)}},[e,i]),{lost:n,dismiss:(0,K.useCallback)(()=>r(!1),[])}}async function Y(e){let{queryKey:t}=h(void 0);await e.cancelQueries({queryKey:t}),e.setQueryData(t,{status:{has_ongoing_quiz:!1,is_quiz_over:!0},failed:!1}),e.invalidateQueries({queryKey:o.deals})}function we(e){let[t,n]=(0,K.useState)(()=>H.now());return(0,K.useEffect)(()=>{if(!e)return;let t=setInterval(()=>n(H.now()),l);return()=>clearInterval(t)},[e]),t}var X=(e,t)=>e.number??t+1;function Z(){let e=F(),o=N(),s=ee(),c=d(),l=t(),p=r(l.data),[h,g]=(0,K.useState)({kind:`starting`}),[_,v]=(0,K.useState)(null),[y,b]=(0,K.useState)(null),[x,S]=(0,K.useState)(null),[C,w]=(0,K.useState)(!1),T=(0,K.useRef)(!1),E=h.kind===`question`,D=we(E),O=(0,K.useCallback)(e=>{g({kind:`over`,reason:e}),Y(c)},[c]),k=l.data?.some(e=>e.program.requires_quiz)===!0,A=p.data?.status,j=u(s.state);(0,K.useEffect)(()=>{l.isError&&(V.error(e.formatMessage(J.eligibilityFailed)),o(U(`dashboard`),{replace:!0}))},[l.isError,e,o]),(0,K.useEffect)(()=>{k&&A!==void 0&&!T.current&&(!A.is_quiz_over||A.has_ongoing_quiz)&&(!A.has_ongoing_quiz&&!j?o(U(`dashboard`),{replace:!0}):(T.current=!0,(async()=>{let t=await(i()??m((await R()).quiz));t.ok?(g({kind:`question`,question:t.value.question,number:X(t.value.question,0),endTime:t.value.end_time}),b(t.value.blocked_until??null),o(s.pathname,{replace:!0,state:null})):t.error.code===`QUIZ_EXPIRED`?O(`expired`):g({kind:`start-failed`,message:t.error.detail??e.formatMessage(J.startFailed)})})()))},[k,A,j,o,s.pathname,O,e]);let M=E?a(h.endTime,{now:()=>D}):null,P=M?.expired===!0;(0,K.useEffect)(()=>{P&&Y(c)},[P,c]);let I=(0,K.useCallback)(async()=>{if(h.kind!==`question`||_===null)return;w(!0),S(null);let t=await f((await R()).quiz,Number(_));if(w(!1),!t.ok){t.error.code===`QUIZ_EXPIRED`?O(`expired`):S(t.error.detail??e.formatMessage(J.answerFailed));return}let r=n(t.value.blocked_until,H);r>0?(b(t.value.blocked_until??null),V.error(e.formatMessage(J.slowDownTitle),e.formatMessage(J.slowDownText,{seconds:r}))):t.value.next_question?(g({...h,question:t.value.next_question,number:X(t.value.next_question,h.number)}),v(null)):O(`completed`)},[h,_,O,e]),L=h.kind===`starting`&&A?.is_quiz_over===!0&&!A.has_ongoing_quiz,z=l.isPending||p.isPending||!k,B=M?.secondsLeft??0,W=E?n(y,{now:()=>D}):0;return{view:(0,K.useMemo)(()=>h.kind===`over`?h:P?{kind:`over`,reason:`expired`}:L?{kind:`over`,reason:`completed`}:h.kind===`starting`?{kind:z?`checking`:`starting`}:h.kind===`start-failed`?h:{kind:`question`,question:h.question,number:h.number,secondsLeft:B,waitSeconds:W},[h,P,L,z,B,W]),selected:_,setSelected:v,answerError:x,sending:C,submit:I}}function Te(){(0,K.useEffect)(()=>{let e=document.documentElement;return e.setAttribute(`data-footer`,`hidden`),()=>e.removeAttribute(`data-footer`)},[])}var Ee=`a[href], button, input, select, textarea, [tabindex]`;function De(e){return[...e.querySelectorAll(Ee)].filter(e=>e.tabIndex>=0&&!e.matches(`:disabled`)&&!(e instanceof HTMLInputElement&&e.type===`hidden`)&&e.closest(`[inert], [aria-hidden="true"]`)===null&&e.getClientRects().length>0)}var Q=e=>e instanceof HTMLInputElement&&e.type===`radio`&&e.name!==``?e.name:null,$=(e,t)=>(e.compareDocumentPosition(t)&Node.DOCUMENT_POSITION_FOLLOWING)!==0;function Oe(e,t){let n=t?e[0]:e[e.length-1],r=Q(n??null);((r===null?[]:e.filter(e=>Q(e)===r)).find(e=>e.checked)??n)?.focus()}function ke(e){(0,K.useEffect)(()=>{if(!e)return;let t=e=>{if(e.key!==`Tab`||e.defaultPrevented||e.altKey||e.ctrlKey||e.metaKey)return;let t=document,n=t.activeElement;if(n===null||n===t.body||n===t.documentElement)return;let r=De(t),i=Q(n),a=!e.shiftKey;r.some(e=>e!==n&&(i===null||Q(e)!==i)&&(a?$(n,e):$(e,n)))||r.length===0||(e.preventDefault(),Oe(r,a))};return document.addEventListener(`keydown`,t),()=>document.removeEventListener(`keydown`,t)},[e])}function Ae(){let e=F();S(e.formatMessage(J.title));let{view:t,selected:n,setSelected:r,answerError:i,sending:a,submit:o}=Z(),l=(0,K.useDeferredValue)(t);c(l.kind===`question`||l.kind===`over`||l.kind===`start-failed`);let u=l.kind===`question`,d=s(u),f=Ce(u,g(d.data?{relaxedFocusLoss:d.data.relaxed_focus_loss}:null));ke(u),Te();let p=(0,K.useRef)(null),m=l.kind===`question`?l.question.id:null,h=(0,K.useRef)(null);return(0,K.useEffect)(()=>{m!==null&&(h.current??=m,m!==h.current&&p.current?.focus())},[m]),(0,q.jsx)(je,{view:l,caption:p,selected:n,setSelected:r,answerError:i,sending:a,submit:o,focusLost:f.lost,dismissFocusLoss:f.dismiss})}var je=(0,K.memo)(function({view:e,caption:t,selected:n,setSelected:r,answerError:i,sending:a,submit:o,focusLost:s,dismissFocusLoss:c}){let l=F(),u=N(),d=P(e=>e.language),f=(0,K.useCallback)(e=>l.formatMessage(J.minutesRemaining,{minutes:Math.round(e/60)}),[l]);if(e.kind===`checking`)return(0,q.jsx)(z,{message:l.formatMessage(J.checking)});if(e.kind===`starting`)return(0,q.jsx)(z,{message:l.formatMessage(J.starting)});if(e.kind===`over`)return(0,q.jsx)(y,{width:`narrow`,children:(0,q.jsx)(b,{padding:`lg`,children:(0,q.jsxs)(_,{gap:4,align:`center`,children:[(0,q.jsx)(p,{children:l.formatMessage(J.overTitle)}),(0,q.jsx)(v,{weight:`semibold`,children:l.formatMessage(e.reason===`expired`?J.overExpired:J.overCompleted)}),(0,q.jsx)(v,{tone:`muted`,children:l.formatMessage(J.overThanks)}),(0,q.jsx)(w,{onPress:()=>void u(U(`dashboard`)),children:l.formatMessage(J.returnToDashboard)})]})})});let m=e.kind===`question`&&e.waitSeconds>0;return(0,q.jsxs)(y,{width:`narrow`,children:[(0,q.jsxs)(_,{gap:5,children:[(0,q.jsxs)(_,{direction:`row`,justify:`space-between`,align:`center`,wrap:!0,children:[(0,q.jsx)(w,{variant:`ghost`,size:`sm`,icon:(0,q.jsx)(B,{name:`arrowLeft`}),onPress:()=>void u(U(`dashboard`)),children:l.formatMessage(j.backToDashboard)}),(0,q.jsx)(x,{})]}),(0,q.jsx)(p,{children:l.formatMessage(J.title)}),e.kind===`start-failed`?(0,q.jsx)(C,{message:e.message}):null,e.kind===`question`?(0,q.jsxs)(q.Fragment,{children:[(0,q.jsx)(ue,{secondsLeft:e.secondsLeft,label:l.formatMessage(J.timeRemaining),announce:f}),(0,q.jsx)(b,{padding:`lg`,children:(0,q.jsxs)(_,{gap:4,children:[(0,q.jsx)(be,{caption:l.formatMessage(J.questionCaption,{number:e.number,count:20}),captionRef:t,question:xe(e.question,d),answers:e.question.answers.map(e=>({id:String(e.id),text:Se(e,d)})),value:n,onChange:r,isDisabled:m||a},e.question.id),i?(0,q.jsx)(C,{message:i}):null,(0,q.jsx)(w,{onPress:()=>void o(),isDisabled:n===null||m,isPending:a,pendingLabel:l.formatMessage(J.submitting),children:m?l.formatMessage(J.wait,{seconds:e.waitSeconds}):l.formatMessage(J.submit)})]})})]}):null]}),(0,q.jsx)(he,{isVisible:s,title:l.formatMessage(J.stayTitle),message:l.formatMessage(J.stayText),dismissLabel:l.formatMessage(J.stayBack),onDismiss:c})]})});export{Ae as t};
//# sourceMappingURL=quiz-B8YMb2Dt.js.map
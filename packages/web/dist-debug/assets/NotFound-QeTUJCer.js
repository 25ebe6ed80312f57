import{Ct as e,yt as t}from"./app-CGlakPIH.js";import{t as n}from"./Link-DKpuTZOd.js";import{t as r}from"./react-C1iE8mnY.js";var i=r(),a=e.main`
  display: flex;
  min-height: 100vh;
  min-height: 100dvh;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({theme:e})=>e.space[4]};
  padding: ${({theme:e})=>e.space[6]};
  text-align: center;
  background: ${({theme:e})=>e.colors.surface.page};
`,o=e.p`
  margin: 0;
  font-family: ${({theme:e})=>e.typography.fontFamily.heading};
  font-size: 4rem;
  font-weight: ${({theme:e})=>e.typography.fontWeight.bold};
  line-height: 1;
  color: ${({theme:e})=>e.colors.primary.text};
`,s=e.h1`
  margin: 0;
  font-size: ${({theme:e})=>e.typography.fontSize[`2xl`]};
  color: ${({theme:e})=>e.colors.text.heading};
  ${t}
`,c=e.p`
  margin: 0;
  color: ${({theme:e})=>e.colors.text.muted};
`;function l({title:e,message:t,homeLabel:r,homeHref:l=`/`,code:u=`404`,titleRef:d}){return(0,i.jsxs)(a,{children:[(0,i.jsx)(o,{"aria-hidden":`true`,children:u}),(0,i.jsx)(s,{ref:d,tabIndex:d===void 0?void 0:-1,children:e}),(0,i.jsx)(c,{children:t}),(0,i.jsx)(n,{href:l,children:r})]})}export{l as t};
//# sourceMappingURL=NotFound-QeTUJCer.js.map
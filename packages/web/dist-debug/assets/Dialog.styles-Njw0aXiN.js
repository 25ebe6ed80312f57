import{l as e,t}from"./Dialog-C4Q2ZSbR.js";import{n,t as r}from"./Modal-REh4I6MW.js";import{Ct as i}from"./app-CGlakPIH.js";var a=`data-dialog-overlay`,o=i(n).attrs({[a]:``})`
  position: fixed;
  inset: 0;
  z-index: ${({theme:e})=>e.zIndex.modal};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  padding: ${({theme:e})=>e.space[2]};
  background: ${({theme:e})=>e.colors.surface.backdrop};
  @media (min-width: ${({theme:e})=>e.breakpoints.sm}) {
    align-items: center;
    padding: ${({theme:e})=>e.space[4]};
  }
  &[data-entering] { animation: fade ${({theme:e})=>e.motion.duration.normal} ${({theme:e})=>e.motion.easing.standard}; }
  @keyframes fade { from { opacity: 0; } }
`,s=i(r)`
  width: 100%;
  max-width: ${({theme:e})=>e.sizes.dialogMax};
  max-height: calc(100dvh - ${({theme:e})=>e.space[4]});
  overflow: auto;
  background: ${({theme:e})=>e.colors.surface.raised};
  border-radius: ${({theme:e})=>e.radii.lg};
  box-shadow: ${({theme:e})=>e.shadows.lg};
`,c=i(t)`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[4]};
  padding: ${({theme:e})=>e.space[5]};
  outline: none;
  color: ${({theme:e})=>e.colors.text.default};
  @media (min-width: ${({theme:e})=>e.breakpoints.sm}) {
    padding: ${({theme:e})=>e.space[6]};
  }
`,l=i(e)`
  margin: 0;
  font-family: ${({theme:e})=>e.typography.fontFamily.heading};
  font-size: ${({theme:e})=>e.typography.fontSize.xl};
  font-weight: ${({theme:e})=>e.typography.fontWeight.bold};
  color: ${({theme:e})=>e.colors.text.heading};
`,u=i.div`
  display: flex;
  flex-direction: column;
  gap: ${({theme:e})=>e.space[3]};
  color: ${({theme:e})=>e.colors.text.default};
`,d=i.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({theme:e})=>e.space[2]};
  @media (min-width: ${({theme:e})=>e.breakpoints.sm}) {
    flex-direction: row;
    justify-content: flex-end;
  }
`,f=i.p`
  margin: 0;
  font-size: ${({theme:e})=>e.typography.fontSize.sm};
  color: ${({theme:e})=>e.colors.text.muted};
  text-align: center;
`;export{o as a,l as c,f as i,u as n,c as o,a as r,s,d as t};
//# sourceMappingURL=Dialog.styles-Njw0aXiN.js.map
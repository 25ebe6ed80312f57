import{Ct as e,gt as t}from"./app-CGlakPIH.js";import{n}from"./Dialog-xdv1MNSb.js";import{A as r,D as i}from"./ui-ANvuoJH3.js";import{t as a}from"./Link-DKpuTZOd.js";import{t as o}from"./react-C1iE8mnY.js";var s=o(),c=e.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;function l({isOpen:e,onOpenChange:o,title:l,intro:u,emailLabel:d,email:f,phoneLabel:p,phone:m,closeLabel:h}){return(0,s.jsx)(n,{isOpen:e,onOpenChange:o,title:l,closeLabel:h,children:(0,s.jsxs)(r,{gap:3,children:[u?(0,s.jsx)(i,{tone:`muted`,children:u}):null,(0,s.jsxs)(c,{children:[(0,s.jsx)(i,{as:`span`,size:`sm`,tone:`muted`,children:d}),(0,s.jsxs)(a,{href:`mailto:${f}`,children:[(0,s.jsx)(t,{name:`mail`}),f]})]}),m?(0,s.jsxs)(c,{children:[(0,s.jsx)(i,{as:`span`,size:`sm`,tone:`muted`,children:p}),(0,s.jsxs)(a,{href:`tel:${m.replace(/\s+/g,``)}`,children:[(0,s.jsx)(t,{name:`phone`}),m]})]}):null]})})}export{l as default};
//# sourceMappingURL=ContactDialog-QRM0a_wy.js.map
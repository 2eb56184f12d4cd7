import { hydrate, createElement, useState, useEffect, useSyncExternalStore } from 'preact/compat';
import { proxy, subscribe } from 'valtio/vanilla';
import { useSnapshot } from 'valtio/react';
const p = proxy({a:1}); subscribe(p, ()=>{});
function C(){ const s = useSnapshot(p); const [x]=useState(0); useEffect(()=>{},[]); return createElement('div', null, s.a + x); }
hydrate(createElement(C, null), document.body);
console.log(useSyncExternalStore);

/**
 * The CMS A/B split in a shared document (docs/decisions/020-shared-documents.md): the
 * document carries every variation of a tested entry, each in an element
 * `[data-ab-variation=<id>][data-ab-ratio=<share>]` (the default last, shown as the page's
 * markup comes), inside `[data-ab-test=<entry id>]`; this script, right after that element,
 * shows the visitor's before the page paints: the one the CMS SDK's cookie
 * `builder.tests.<entry id>` names, else one drawn at the test's shares, then kept in that
 * cookie for a year. The same text on every page, so one hash allows it. (The variation's
 * title is put in place once the page has hydrated, by ContentLoaded: React owns <title>.)
 */
export const AB_PICKER_SCRIPT = `(function(t){var d=document,k='builder.tests.'+t.getAttribute('data-ab-test'),c=[].slice.call(t.children),s,p,i,a=0,r;d.cookie.split('; ').forEach(function(e){var n=e.indexOf('=');if(e.slice(0,n)===k){try{s=decodeURIComponent(e.slice(n+1))}catch(x){}}});for(i=0;i<c.length;i++){if(c[i].getAttribute('data-ab-variation')===s){p=c[i]}}if(!p){r=Math.random();for(i=0;i<c.length&&!p;i++){a+=Number(c[i].getAttribute('data-ab-ratio'));if(r<a){p=c[i]}}p=p||c[c.length-1];d.cookie=k+'='+encodeURIComponent(p.getAttribute('data-ab-variation'))+'; Path=/; Max-Age=31536000; SameSite=Lax'+(location.protocol==='https:'?'; Secure':'')}for(i=0;i<c.length;i++){c[i].toggleAttribute('data-ab-shown',c[i]===p)}})(document.currentScript.previousElementSibling);`;

import { createCanvas } from '@napi-rs/canvas';
import { deflateSync, crc32 } from 'node:zlib';
const c = createCanvas(800, 800); const g = c.getContext('2d');
// photo-like noise gradient
const img = g.createImageData(800, 800);
for (let i = 0; i < img.data.length; i += 4) { const p=i/4, x=p%800, y=(p/800)|0; img.data[i]=(x*0.3+y*0.1+Math.random()*20)|0; img.data[i+1]=(y*0.25+Math.random()*20)|0; img.data[i+2]=((x+y)*0.15+Math.random()*20)|0; img.data[i+3]=255; }
g.putImageData(img, 0, 0);
g.font='bold 48px sans-serif'; g.fillText('HELLO WORLD', 100, 100);
function chunk(type: string, data: Buffer) { const len=Buffer.alloc(4); len.writeUInt32BE(data.length); const td=Buffer.concat([Buffer.from(type), data]); const crc=Buffer.alloc(4); crc.writeUInt32BE(crc32(td)>>>0); return Buffer.concat([len, td, crc]); }
function png(level: number, filter: 'none'|'sub'|'up') {
  const { data } = g.getImageData(0,0,800,800);
  const w=800,h=800, stride=w*3; const raw=Buffer.allocUnsafe((stride+1)*h);
  for (let y=0;y<h;y++){ const o=y*(stride+1); raw[o]= filter==='none'?0:filter==='sub'?1:2; for(let x=0;x<w;x++){ const s=(y*w+x)*4, d=o+1+x*3; for(let k=0;k<3;k++){ const v=data[s+k]; let pred=0; if(filter==='sub'&&x>0) pred=data[s-4+k]; else if(filter==='up'&&y>0) pred=data[s-w*4+k]; raw[d+k]=(v-pred)&255; } } }
  const ihdr=Buffer.alloc(13); ihdr.writeUInt32BE(w,0); ihdr.writeUInt32BE(h,4); ihdr[8]=8; ihdr[9]=2; ihdr[10]=0; ihdr[11]=0; ihdr[12]=0;
  return Buffer.concat([Buffer.from([137,80,78,71,13,10,26,10]), chunk('IHDR',ihdr), chunk('IDAT', deflateSync(raw,{level})), chunk('IEND',Buffer.alloc(0))]);
}
function time(name: string, f: () => Buffer) { f(); const t: number[]=[]; let size=0; for(let i=0;i<15;i++){const s=performance.now(); size=f().length; t.push(performance.now()-s);} t.sort((a,b)=>a-b); console.log(name, t[7].toFixed(1),'ms', (size/1024)|0,'KiB'); }
time('skia png', () => c.encodeSync('png'));
for (const l of [1,3,6]) for (const f of ['none','sub','up'] as const) time(`zlib l${l} ${f}`, () => png(l,f));

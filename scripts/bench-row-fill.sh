#!/usr/bin/env bash
# How fast a full 1206 × 2622 frame's wallpaper rows can be written, the way CairoRenderer.fillRows
# does it (glibc wmemset, one thread) against a plain store loop on one and two threads: 200
# interleaved samples of each, p10/p50/p90/p99 in ms. A benchmark, not a test (state the load).
#   scripts/bench-row-fill.sh [SAMPLES]     (needs gcc)
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-200}
W=out/bench-row-fill; mkdir -p "$W"
cat > "$W/fill.c" <<'C'
#include <stdio.h>
#include <string.h>
#include <wchar.h>
#include <stdlib.h>
#include <time.h>
#include <stdint.h>
#include <pthread.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec*1e3+t.tv_nsec/1e6;}
#define W 1206
#define H 2622
static uint32_t *b; static uint32_t rows[H];
typedef struct {int y0,y1;} R;
static void* loop(void*a){R*r=a; for(int y=r->y0;y<r->y1;y++){uint32_t v=rows[y]; uint32_t*p=b+y*W; for(int x=0;x<W;x++) p[x]=v;} return 0;}
static void* wm(void*a){R*r=a; for(int y=r->y0;y<r->y1;y++) wmemset((wchar_t*)(b+y*W),(wchar_t)rows[y],W); return 0;}
static double run(void*(*f)(void*),int threads){double t=now(); pthread_t th; R r0={0,H/threads},r1={H/threads,H}; if(threads==2){pthread_create(&th,0,f,&r1);} f(&r0); if(threads==2) pthread_join(th,0); return now()-t;}
int cmp(const void*a,const void*b){double x=*(double*)a,y=*(double*)b;return x<y?-1:x>y;}
int main(int argc,char**argv){b=aligned_alloc(64,W*H*4); memset(b,1,W*H*4); int N=atoi(argv[1]); double (*s)[N]=malloc(sizeof(double[4][N]));
for(int i=0;i<N;i++){for(int y=0;y<H;y++) rows[y]=0xFF000000u|(y*i);
 s[0][i]=run(loop,2); s[1][i]=run(loop,1); s[2][i]=run(wm,1); s[3][i]=run(wm,2);}
const char*n[]={"loop 2 threads","loop 1 thread","wmemset 1 thread","wmemset 2 threads"};
for(int k=0;k<4;k++){qsort(s[k],N,sizeof(double),cmp); printf("%-18s p10 %.2f p50 %.2f p90 %.2f p99 %.2f ms\n",n[k],s[k][N/10],s[k][N/2],s[k][N*9/10],s[k][N*99/100]);}}
C
gcc -O2 -pthread -o "$W/fill" "$W/fill.c"
uptime
"$W/fill" "$N"

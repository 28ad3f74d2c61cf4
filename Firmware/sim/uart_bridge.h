/* Bridges USART0 of the simulated AVR to a pseudo-terminal: bytes the firmware sends go to the pty
 * master (the host opens the slave like a USB serial port); bytes the host writes are fed to the
 * UART input, paced by the UART's XON/XOFF IRQs so none is dropped. Also splits the outgoing
 * stream into frames with the protocol's C decoder so the harness can log when frames leave. */
#ifndef UART_BRIDGE_H
#define UART_BRIDGE_H
#include "ag_protocol.h"
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct avr_t;
struct avr_irq_t;

typedef struct uart_bridge {
    struct avr_t *avr;
    struct avr_irq_t *uart_in;
    int master, slave; /* -1 while unplugged */
    char slave_path[128];
    const char *link;  /* optional stable symlink to the slave */
    int xoff;
    uint8_t out[4096]; /* bounded: a stalled reader sees at most ~180 stale samples */
    size_t out_len;
    uint8_t in[4096];
    size_t in_len, in_pos;
    uint8_t chunk[AG_RX_LIMIT + 1];
    size_t chunk_len;
    uint64_t bytes_out, bytes_in, dropped_out, frames_out, bad_frames_out;
    FILE *capture;            /* optional: "sim_ms hexbytes" per pump, for umockdev scripts */
    uint8_t cap[4096];
    size_t cap_len;
    void (*on_frame)(void *ctx, const ag_frame_t *f, double sim_s);
    void *ctx;
} uart_bridge_t;

int uart_bridge_attach(uart_bridge_t *b, struct avr_t *avr, const char *link);
/* Moves bytes both ways; call often (every simulated millisecond or so). */
void uart_bridge_pump(uart_bridge_t *b);
/* Simulated unplug / replug of the USB cable: the pty goes away, and a new one appears. */
void uart_bridge_unplug(uart_bridge_t *b);
int uart_bridge_replug(uart_bridge_t *b);
#endif

#define _GNU_SOURCE
#include "uart_bridge.h"
#include <avr_uart.h>
#include <errno.h>
#include <fcntl.h>
#include <pty.h>
#include <sim_avr.h>
#include <stdio.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static double sim_seconds(const uart_bridge_t *b) { return (double)b->avr->cycle / (double)b->avr->frequency; }

static void frame_byte(uart_bridge_t *b, uint8_t byte)
{
    if (byte != 0) {
        if (b->chunk_len < sizeof b->chunk) b->chunk[b->chunk_len] = byte;
        b->chunk_len++;
        return;
    }
    if (b->chunk_len == 0) return;
    uint8_t raw[AG_RX_LIMIT];
    ag_frame_t f;
    int n = b->chunk_len <= AG_RX_LIMIT ? ag_cobs_decode(b->chunk, b->chunk_len, raw, sizeof raw) : -1;
    b->chunk_len = 0;
    if (n >= 0 && ag_frame_from_raw(raw, (size_t)n, &f) == AG_PARSE_OK) {
        b->frames_out++;
        if (b->on_frame) b->on_frame(b->ctx, &f, sim_seconds(b));
    } else {
        b->bad_frames_out++;
    }
}

static void on_uart_out(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    uart_bridge_t *b = param;
    uint8_t byte = (uint8_t)value;
    b->bytes_out++;
    frame_byte(b, byte);
    if (b->capture && b->cap_len < sizeof b->cap) b->cap[b->cap_len++] = byte;
    if (b->master < 0 || b->out_len == sizeof b->out) {
        b->dropped_out++; /* nobody listening: a USB bridge drops too */
        return;
    }
    b->out[b->out_len++] = byte;
}

static void feed(uart_bridge_t *b)
{
    while (!b->xoff && b->in_pos < b->in_len) {
        avr_raise_irq(b->uart_in, b->in[b->in_pos++]);
        b->bytes_in++;
    }
    if (b->in_pos == b->in_len) b->in_pos = b->in_len = 0;
}

static void on_xon(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq; (void)value;
    uart_bridge_t *b = param;
    b->xoff = 0;
    feed(b);
}

static void on_xoff(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq; (void)value;
    ((uart_bridge_t *)param)->xoff = 1;
}

static int open_pty(uart_bridge_t *b)
{
    struct termios raw;
    memset(&raw, 0, sizeof raw);
    cfmakeraw(&raw); /* no echo, no line discipline: the slave behaves like a USB serial port */
    if (openpty(&b->master, &b->slave, b->slave_path, &raw, NULL) < 0) {
        perror("openpty");
        return -1;
    }
    fcntl(b->master, F_SETFL, fcntl(b->master, F_GETFL) | O_NONBLOCK);
    if (b->link) {
        unlink(b->link);
        if (symlink(b->slave_path, b->link) < 0) perror(b->link);
    }
    return 0;
}

int uart_bridge_attach(uart_bridge_t *b, struct avr_t *avr, const char *link)
{
    b->avr = avr;
    b->link = link;
    b->master = b->slave = -1;
    uint32_t flags = 0;
    avr_ioctl(avr, AVR_IOCTL_UART_GET_FLAGS('0'), &flags);
    flags &= ~(uint32_t)(AVR_UART_FLAG_STDIO | AVR_UART_FLAG_POLL_SLEEP);
    avr_ioctl(avr, AVR_IOCTL_UART_SET_FLAGS('0'), &flags);
    b->uart_in = avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_INPUT);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUTPUT), on_uart_out, b);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUT_XON), on_xon, b);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUT_XOFF), on_xoff, b);
    return open_pty(b);
}

void uart_bridge_pump(uart_bridge_t *b)
{
    if (b->capture && b->cap_len) {
        fprintf(b->capture, "%.3f ", sim_seconds(b) * 1e3);
        for (size_t i = 0; i < b->cap_len; i++) fprintf(b->capture, "%02x", b->cap[i]);
        fputc('\n', b->capture);
        b->cap_len = 0;
    }
    if (b->master < 0) return;
    if (b->out_len) {
        ssize_t n = write(b->master, b->out, b->out_len);
        if (n > 0) {
            memmove(b->out, b->out + n, b->out_len - (size_t)n);
            b->out_len -= (size_t)n;
        }
    }
    if (b->in_len < sizeof b->in) {
        ssize_t n = read(b->master, b->in + b->in_len, sizeof b->in - b->in_len);
        if (n > 0) b->in_len += (size_t)n; /* EAGAIN / EIO (no reader yet): nothing to do */
    }
    feed(b);
}

void uart_bridge_unplug(uart_bridge_t *b)
{
    if (b->master < 0) return;
    close(b->master);
    close(b->slave);
    b->master = b->slave = -1;
    b->out_len = 0;
    b->in_len = b->in_pos = 0;
    if (b->link) unlink(b->link);
}

int uart_bridge_replug(uart_bridge_t *b)
{
    if (b->master >= 0) return 0;
    return open_pty(b);
}

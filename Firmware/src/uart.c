#include "board_config.h"
#include "uart.h"
#include <avr/io.h>
#include <avr/interrupt.h>
#include <util/atomic.h>
/* 115200 at 16 MHz is 2.1 % fast (UBRR 16 with U2X), as on every Arduino; USB bridges accept it. */
#define BAUD_TOL 3
#include <util/setbaud.h>

/* 256-entry rings: the uint8_t indices wrap by themselves. */
static volatile uint8_t tx_buf[256];
static volatile uint8_t tx_head, tx_tail;
static volatile uint8_t rx_buf[256];
static volatile uint8_t rx_head, rx_tail;

void uart_init(void)
{
    UBRR0H = UBRRH_VALUE;
    UBRR0L = UBRRL_VALUE;
#if USE_2X
    UCSR0A |= _BV(U2X0);
#else
    UCSR0A &= (uint8_t)~_BV(U2X0);
#endif
    UCSR0C = _BV(UCSZ01) | _BV(UCSZ00); /* 8N1 */
    UCSR0B = _BV(RXEN0) | _BV(TXEN0) | _BV(RXCIE0);
}

bool uart_write(const uint8_t *buf, uint8_t len)
{
    uint8_t used;
    ATOMIC_BLOCK(ATOMIC_RESTORESTATE) { used = (uint8_t)(tx_head - tx_tail); }
    if ((uint16_t)used + len > 255u)
        return false;
    uint8_t h = tx_head;
    for (uint8_t i = 0; i < len; i++)
        tx_buf[h++] = buf[i];
    ATOMIC_BLOCK(ATOMIC_RESTORESTATE) { tx_head = h; }
    UCSR0B |= _BV(UDRIE0);
    return true;
}

int16_t uart_read(void)
{
    if (rx_head == rx_tail)
        return -1;
    uint8_t b = rx_buf[rx_tail];
    rx_tail++;
    return b;
}

ISR(USART_UDRE_vect)
{
    if (tx_head == tx_tail) {
        UCSR0B &= (uint8_t)~_BV(UDRIE0);
        return;
    }
    UDR0 = tx_buf[tx_tail];
    tx_tail++;
}

ISR(USART_RX_vect)
{
    uint8_t b = UDR0;
    if ((uint8_t)(rx_head + 1) != rx_tail) { /* full: drop, the frame fails its CRC and is counted */
        rx_buf[rx_head] = b;
        rx_head++;
    }
}

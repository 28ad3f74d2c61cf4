/* Interrupt-driven USART0: a transmit ring the main loop fills with whole frames, a receive ring. */
#ifndef UART_H
#define UART_H
#include <stdint.h>
#include <stdbool.h>

void uart_init(void);
/* Queues all of buf or nothing (a partial frame would corrupt the stream). */
bool uart_write(const uint8_t *buf, uint8_t len);
/* Next received byte, or -1 when none is waiting. */
int16_t uart_read(void);
#endif

#include "board_config.h"
#include "sample_clock.h"
#include "../protocol/ag_protocol.h"
#include <avr/io.h>
#include <avr/interrupt.h>
#include <util/atomic.h>

#define TICK_HZ (F_CPU / 64UL) /* 250 kHz: 4 µs per count */
#define US_PER_COUNT (1000000UL / TICK_HZ)

static volatile uint32_t base_us;     /* time of the last compare match */
static volatile uint8_t pending;
static volatile uint16_t period_counts;

uint16_t sample_clock_set_rate(uint16_t rate_hz)
{
    if (rate_hz < AG_RATE_MIN) rate_hz = AG_RATE_MIN;
    if (rate_hz > MAX_RATE_HZ) rate_hz = (uint16_t)MAX_RATE_HZ;
    uint16_t counts = (uint16_t)((TICK_HZ + rate_hz / 2u) / rate_hz);
    ATOMIC_BLOCK(ATOMIC_RESTORESTATE) {
        uint8_t first = period_counts == 0;
        period_counts = counts;
        OCR1A = counts - 1u;
        if (first) {
            TCCR1A = 0;
            TCCR1B = _BV(WGM12) | _BV(CS11) | _BV(CS10); /* CTC on OCR1A, clk/64 */
            TIMSK1 = _BV(OCIE1A);
        }
        if (TCNT1 >= counts) { /* shrinking the period past the counter would wrap at 0xFFFF */
            base_us += (uint32_t)TCNT1 * US_PER_COUNT;
            TCNT1 = 0;
        }
    }
    return (uint16_t)((TICK_HZ + counts / 2u) / counts);
}

uint8_t sample_clock_take(uint32_t *last_tick_us)
{
    uint8_t n;
    ATOMIC_BLOCK(ATOMIC_RESTORESTATE) {
        n = pending;
        pending = 0;
        *last_tick_us = base_us;
    }
    return n;
}

uint32_t sample_clock_now_us(void)
{
    uint32_t t;
    ATOMIC_BLOCK(ATOMIC_RESTORESTATE) {
        t = base_us + (uint32_t)TCNT1 * US_PER_COUNT;
        if (TIFR1 & _BV(OCF1A)) /* a match is pending: the counter already wrapped */
            t += (uint32_t)period_counts * US_PER_COUNT;
    }
    return t;
}

ISR(TIMER1_COMPA_vect)
{
    base_us += (uint32_t)period_counts * US_PER_COUNT;
    if (pending != 0xFFu)
        pending++;
}

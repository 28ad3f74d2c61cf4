#include "board_config.h"
#include "twi.h"
#include <avr/io.h>
#include <util/delay.h>
#include <util/twi.h>

#define TWI_HZ 400000UL
/* ~2 ms at 16 MHz; one byte at 400 kHz takes 22.5 µs. */
#define TWI_SPIN 4000u

void twi_init(void)
{
    TWCR = 0;
    TWSR = 0; /* prescaler 1 */
    TWBR = (uint8_t)(((F_CPU / TWI_HZ) - 16UL) / 2UL);
    PORTC |= _BV(PC4) | _BV(PC5); /* weak pull-ups; boards add 4.7 kΩ externally */
    TWCR = _BV(TWEN);
}

/* Resets the peripheral after a failure so the next transaction starts clean. */
static uint8_t twi_fail(uint8_t code)
{
    TWCR = _BV(TWINT) | _BV(TWSTO) | _BV(TWEN);
    for (uint16_t n = TWI_SPIN; (TWCR & _BV(TWSTO)) && n; n--) {}
    TWCR = 0;
    TWCR = _BV(TWEN);
    return code;
}

/* One bus step takes 9 SCL periods (22.5 µs at 400 kHz) before TWINT can be valid. Waiting that
 * long before polling costs nothing on silicon and is required under simavr 1.6, which leaves
 * TWINT set with the previous status until the step completes (simavr issues #137, #453). */
#ifndef TWI_SETTLE_US
#define TWI_SETTLE_US 24
#endif

static uint8_t twi_step(uint8_t twcr, uint8_t expect)
{
    TWCR = twcr;
    _delay_us(TWI_SETTLE_US);
    uint16_t n = TWI_SPIN;
    while (!(TWCR & _BV(TWINT))) {
        if (--n == 0)
            return TWI_TIMEOUT;
    }
    uint8_t st = TW_STATUS;
    return st == expect ? TWI_OK : (st ? st : 0xFEu);
}

static uint8_t twi_start(uint8_t sla_rw, uint8_t repeated)
{
    uint8_t r = twi_step(_BV(TWINT) | _BV(TWSTA) | _BV(TWEN), repeated ? TW_REP_START : TW_START);
    if (r != TWI_OK)
        return r;
    TWDR = sla_rw;
    if (sla_rw & 1)
        return twi_step(_BV(TWINT) | _BV(TWEN), TW_MR_SLA_ACK);
    r = twi_step(_BV(TWINT) | _BV(TWEN), TW_MT_SLA_ACK);
    /* simavr 1.6 (Debian's libsimavr) reports DATA_ACK (0x28) after an acknowledged SLA+W where
     * silicon reports 0x18; both mean the slave acknowledged, so accept either. */
    return r == TW_MT_DATA_ACK ? TWI_OK : r;
}

static void twi_stop(void)
{
    TWCR = _BV(TWINT) | _BV(TWSTO) | _BV(TWEN);
    for (uint16_t n = TWI_SPIN; (TWCR & _BV(TWSTO)) && n; n--) {}
}

uint8_t twi_write_reg(uint8_t addr, uint8_t reg, uint8_t value)
{
    uint8_t r = twi_start((uint8_t)(addr << 1), 0);
    if (r) return twi_fail(r);
    TWDR = reg;
    if ((r = twi_step(_BV(TWINT) | _BV(TWEN), TW_MT_DATA_ACK))) return twi_fail(r);
    TWDR = value;
    if ((r = twi_step(_BV(TWINT) | _BV(TWEN), TW_MT_DATA_ACK))) return twi_fail(r);
    twi_stop();
    return TWI_OK;
}

uint8_t twi_read_regs(uint8_t addr, uint8_t reg, uint8_t *out, uint8_t len)
{
    uint8_t r = twi_start((uint8_t)(addr << 1), 0);
    if (r) return twi_fail(r);
    TWDR = reg;
    if ((r = twi_step(_BV(TWINT) | _BV(TWEN), TW_MT_DATA_ACK))) return twi_fail(r);
    if ((r = twi_start((uint8_t)((addr << 1) | 1), 1))) return twi_fail(r);
    for (uint8_t i = 0; i < len; i++) {
        uint8_t last = (uint8_t)(i + 1 == len);
        r = last ? twi_step(_BV(TWINT) | _BV(TWEN), TW_MR_DATA_NACK)
                 : twi_step(_BV(TWINT) | _BV(TWEN) | _BV(TWEA), TW_MR_DATA_ACK);
        if (r) return twi_fail(r);
        out[i] = TWDR;
    }
    twi_stop();
    return TWI_OK;
}

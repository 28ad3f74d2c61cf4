/* Polled TWI (I2C) master with a bounded wait on every step: a stuck or missing slave returns an
 * error code instead of hanging, so the watchdog never has to fire in normal operation. */
#ifndef TWI_H
#define TWI_H
#include <stdint.h>

#define TWI_OK 0x00u
#define TWI_TIMEOUT 0xFFu /* else the TWSR status code of the step that failed */

void twi_init(void);
uint8_t twi_write_reg(uint8_t addr, uint8_t reg, uint8_t value);
uint8_t twi_read_regs(uint8_t addr, uint8_t reg, uint8_t *out, uint8_t len);
#endif

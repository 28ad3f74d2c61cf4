#include "board_config.h"
#include "mpu6050.h"
#include "twi.h"
#include <avr/wdt.h>
#include <util/delay.h>

#define REG_SMPLRT_DIV 0x19u
#define REG_CONFIG 0x1Au
#define REG_GYRO_CONFIG 0x1Bu
#define REG_ACCEL_CONFIG 0x1Cu
#define REG_ACCEL_XOUT_H 0x3Bu
#define REG_PWR_MGMT_1 0x6Bu
#define REG_WHO_AM_I 0x75u

uint8_t mpu_init(uint8_t *who_am_i)
{
    *who_am_i = 0;
    uint8_t r = twi_read_regs(MPU_ADDR, REG_WHO_AM_I, who_am_i, 1);
    if (r) return r;
    if (*who_am_i != MPU_WHO_AM_I_VALUE && *who_am_i != 0x72u /* some clones */)
        return 0xFDu;
    if ((r = twi_write_reg(MPU_ADDR, REG_PWR_MGMT_1, 0x80u))) return r; /* device reset */
    for (uint8_t i = 0; i < 10; i++) { /* datasheet: 100 ms after reset */
        _delay_ms(10);
        wdt_reset();
    }
    return twi_write_reg(MPU_ADDR, REG_PWR_MGMT_1, 0x01u); /* wake, PLL on the X gyro clock */
}

uint8_t mpu_configure(uint8_t accel_range, uint8_t gyro_range, uint8_t dlpf, uint16_t rate_hz)
{
    /* Internal rate: 1 kHz with the DLPF on (1..6), 8 kHz with it off; divide it down to the
     * nearest rate at or above ours so every poll sees a fresh sample. */
    uint16_t base = dlpf == 0 ? 8000u : 1000u;
    uint16_t div = (uint16_t)(base / rate_hz);
    div = div == 0 ? 0 : (uint16_t)(div - 1u);
    if (div > 255u) div = 255u;
    uint8_t r;
    if ((r = twi_write_reg(MPU_ADDR, REG_SMPLRT_DIV, (uint8_t)div))) return r;
    if ((r = twi_write_reg(MPU_ADDR, REG_CONFIG, dlpf & 7u))) return r;
    if ((r = twi_write_reg(MPU_ADDR, REG_GYRO_CONFIG, (uint8_t)(gyro_range << 3)))) return r;
    return twi_write_reg(MPU_ADDR, REG_ACCEL_CONFIG, (uint8_t)(accel_range << 3));
}

uint8_t mpu_read(int16_t accel[3], int16_t gyro[3])
{
    uint8_t b[14];
    uint8_t r = twi_read_regs(MPU_ADDR, REG_ACCEL_XOUT_H, b, sizeof b);
    if (r) return r;
    for (uint8_t i = 0; i < 3; i++) { /* big-endian on the sensor */
        accel[i] = (int16_t)((uint16_t)b[2 * i] << 8 | b[2 * i + 1]);
        gyro[i] = (int16_t)((uint16_t)b[8 + 2 * i] << 8 | b[9 + 2 * i]);
    }
    return TWI_OK;
}

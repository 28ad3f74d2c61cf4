/* MPU-6050 over TWI (register map: RM-MPU-6000A-00 rev 4.2). */
#ifndef MPU6050_H
#define MPU6050_H
#include <stdint.h>

#define MPU_ADDR 0x68u /* AD0 low */
#define MPU_WHO_AM_I_VALUE 0x68u

/* Resets and wakes the sensor, checks WHO_AM_I. Returns TWI_OK or an error code. */
uint8_t mpu_init(uint8_t *who_am_i);
/* Range codes 0..3, DLPF 0..6, the host's sample rate to pick the internal divider. */
uint8_t mpu_configure(uint8_t accel_range, uint8_t gyro_range, uint8_t dlpf, uint16_t rate_hz);
/* Reads accel x y z and gyro x y z (temperature skipped) in one burst. */
uint8_t mpu_read(int16_t accel[3], int16_t gyro[3]);
#endif

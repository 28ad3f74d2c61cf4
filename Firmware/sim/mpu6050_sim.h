/* A simulated MPU-6050 on the AVR's TWI bus (address 0x68): register file, WHO_AM_I, ranges from
 * ACCEL_CONFIG / GYRO_CONFIG, data registers latched from the trace when a burst read starts. */
#ifndef MPU6050_SIM_H
#define MPU6050_SIM_H
#include "trace.h"
#include <stdint.h>

struct avr_t;
struct avr_irq_t;

typedef struct mpu_sim {
    struct avr_t *avr;
    struct avr_irq_t *twi_in;
    const trace_t *trace;
    uint8_t regs[128];
    uint8_t reg;
    uint8_t selected;
    uint8_t index;
    double lead_in_s;      /* initial pose held this long after the first data read */
    double first_read_s;   /* sim time of the first data read, < 0 before */
    double fault_from_s, fault_to_s; /* NACK every transfer in this sim-time window */
    uint32_t noise_state;
    uint64_t data_reads, nacks;
    /* Called on every data read with sim and trace time. */
    void (*on_read)(void *ctx, double sim_s, double trace_s);
    void *ctx;
} mpu_sim_t;

void mpu_sim_attach(mpu_sim_t *m, struct avr_t *avr, const trace_t *trace);
#endif

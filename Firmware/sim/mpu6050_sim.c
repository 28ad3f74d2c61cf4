#include "mpu6050_sim.h"
#include <avr_twi.h>
#include <math.h>
#include <sim_avr.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MPU_ADDR 0x68u
#define REG_ACCEL_CONFIG 0x1Cu
#define REG_GYRO_CONFIG 0x1Bu
#define REG_DATA 0x3Bu
#define REG_PWR_MGMT_1 0x6Bu
#define REG_WHO_AM_I 0x75u

static double sim_seconds(const mpu_sim_t *m) { return (double)m->avr->cycle / (double)m->avr->frequency; }

static void reset_regs(mpu_sim_t *m)
{
    memset(m->regs, 0, sizeof m->regs);
    m->regs[REG_PWR_MGMT_1] = 0x40; /* sleep after reset (register map 4.28) */
    m->regs[REG_WHO_AM_I] = MPU_ADDR;
}

/* ±2 LSB of deterministic noise so no axis repeats exactly (a real sensor never does). */
static int noise(mpu_sim_t *m)
{
    m->noise_state = m->noise_state * 1103515245u + 12345u;
    return (int)((m->noise_state >> 16) % 5u) - 2;
}

static int16_t clamp16(double v)
{
    if (v > 32767) return 32767;
    if (v < -32768) return -32768;
    return (int16_t)lrint(v);
}

static void put_be(uint8_t *r, int16_t v) { r[0] = (uint8_t)((uint16_t)v >> 8); r[1] = (uint8_t)v; }

/* Latches accel, temperature and gyro from the trace at the current sim time. */
static void latch(mpu_sim_t *m)
{
    double now = sim_seconds(m);
    if (m->first_read_s < 0) m->first_read_s = now;
    double t = now - m->first_read_s - m->lead_in_s;
    double a[3], g[3];
    trace_at(m->trace, t < 0 ? 0 : t, a, g);
    double accel_lsb = (double)(16384 >> ((m->regs[REG_ACCEL_CONFIG] >> 3) & 3));
    static const double gyro_lsb[4] = {131.0, 65.5, 32.8, 16.4};
    double glsb = gyro_lsb[(m->regs[REG_GYRO_CONFIG] >> 3) & 3];
    uint8_t *r = &m->regs[REG_DATA];
    /* The sensor measures specific force: the negative of the core's convention (face up: +1 g). */
    for (int k = 0; k < 3; k++) put_be(r + 2 * k, clamp16(-a[k] * accel_lsb + noise(m)));
    put_be(r + 6, clamp16((25.0 - 36.53) * 340.0)); /* 25 °C (register map 4.18) */
    for (int k = 0; k < 3; k++) put_be(r + 8 + 2 * k, clamp16(g[k] * glsb + noise(m)));
    m->data_reads++;
    if (m->on_read) m->on_read(m->ctx, now, t);
}

static void twi_hook(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    mpu_sim_t *m = param;
    avr_twi_msg_irq_t v;
    v.u.v = value;
    if (getenv("AFTERGLOW_SIM_TWI_DEBUG"))
        fprintf(stderr, "twi %.6f msg %02x addr %02x data %02x\n", sim_seconds(m), v.u.twi.msg, v.u.twi.addr, v.u.twi.data);
    if (v.u.twi.msg & TWI_COND_STOP) {
        m->selected = 0;
        m->index = 0;
    }
    if (v.u.twi.msg & TWI_COND_START) {
        m->selected = 0;
        m->index = 0;
        if ((v.u.twi.addr >> 1) == MPU_ADDR) {
            double now = sim_seconds(m);
            if (now >= m->fault_from_s && now < m->fault_to_s) {
                m->nacks++; /* unplugged sensor: no ACK, the master sees SLA+x NACK */
                return;
            }
            m->selected = v.u.twi.addr;
            avr_raise_irq(m->twi_in, avr_twi_irq_msg(TWI_COND_ACK, m->selected, 1));
            if ((v.u.twi.addr & 1) && m->reg == REG_DATA) latch(m);
        }
    }
    if (!m->selected) return;
    if (v.u.twi.msg & TWI_COND_WRITE) {
        avr_raise_irq(m->twi_in, avr_twi_irq_msg(TWI_COND_ACK, m->selected, 1));
        if (m->index++ == 0) {
            m->reg = v.u.twi.data & 0x7F;
        } else {
            if (m->reg == REG_PWR_MGMT_1 && (v.u.twi.data & 0x80)) {
                reset_regs(m);
            } else if (m->reg != REG_WHO_AM_I && (m->reg < REG_DATA || m->reg > REG_DATA + 13)) {
                m->regs[m->reg] = v.u.twi.data;
            }
            m->reg = (m->reg + 1) & 0x7F;
        }
    }
    if (v.u.twi.msg & TWI_COND_READ) {
        uint8_t data = m->regs[m->reg];
        m->reg = (m->reg + 1) & 0x7F;
        avr_raise_irq(m->twi_in, avr_twi_irq_msg(TWI_COND_READ, m->selected, data));
    }
}

void mpu_sim_attach(mpu_sim_t *m, struct avr_t *avr, const trace_t *trace)
{
    m->avr = avr;
    m->trace = trace;
    m->first_read_s = -1;
    m->noise_state = 1;
    reset_regs(m);
    m->twi_in = avr_io_getirq(avr, AVR_IOCTL_TWI_GETIRQ(0), TWI_IRQ_INPUT);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_TWI_GETIRQ(0), TWI_IRQ_OUTPUT), twi_hook, m);
}

// Preloaded (LD_PRELOAD) under every process of a test run: moves the wall clock by
// SHIFT_CLOCK_SECONDS; monotonic clocks, and so timers and timeouts, are left alone.
// Debian's libfaketime does more, and deadlocks workerd at start (scripts/test-at.mjs says
// why): this allocates nothing, and asks the kernel until the C library's function is found.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

static long shift;
static int (*real_clock_gettime)(clockid_t, struct timespec *);

__attribute__((constructor)) static void init(void) {
  const char *s = getenv("SHIFT_CLOCK_SECONDS");
  shift = s ? strtol(s, NULL, 10) : 0;
  real_clock_gettime = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
}

static int is_wall_clock(clockid_t id) {
  return id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE || id == CLOCK_TAI;
}

int clock_gettime(clockid_t id, struct timespec *ts) {
  int rc = real_clock_gettime ? real_clock_gettime(id, ts) : (int)syscall(SYS_clock_gettime, id, ts);
  if (rc == 0 && is_wall_clock(id)) ts->tv_sec += shift;
  return rc;
}

int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
  struct timespec ts;
  int rc = clock_gettime(CLOCK_REALTIME, &ts);
  if (rc == 0) {
    tv->tv_sec = ts.tv_sec;
    tv->tv_usec = ts.tv_nsec / 1000;
  }
  if (tz) ((struct timezone *)tz)->tz_minuteswest = 0, ((struct timezone *)tz)->tz_dsttime = 0;
  return rc;
}

time_t time(time_t *out) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  if (out) *out = ts.tv_sec;
  return ts.tv_sec;
}

int timespec_get(struct timespec *ts, int base) {
  return base == TIME_UTC && clock_gettime(CLOCK_REALTIME, ts) == 0 ? base : 0;
}

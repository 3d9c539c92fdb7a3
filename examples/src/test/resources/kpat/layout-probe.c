/*
 * A probe for KPatience's solver: preloaded into kpat (LD_PRELOAD), it wraps
 * libkcardgame's KCardPile::at(int) and prints, for every card read, the pile,
 * the index, the card id and whether it is face up:
 *   AT <pile address> <index> <card id> <face up 0|1>
 * The solver's translate_layout reads the tableau piles stack0..stack9 and then
 * the stock piles redeals0..redeals4 this way, each bottom to top, so the last
 * 104 lines of a run for one deal are the layout it solves.
 * Build: cc -shared -fPIC -o layout-probe.so layout-probe.c -ldl
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>

typedef void *(*at_function)(const void *, int);
typedef unsigned (*id_function)(const void *);
typedef _Bool (*face_function)(const void *);

void *_ZNK9KCardPile2atEi(const void *pile, int index) {
  static at_function at;
  static id_function id;
  static face_function faceUp;
  if (!at) {
    at = (at_function) dlsym(RTLD_NEXT, "_ZNK9KCardPile2atEi");
    id = (id_function) dlsym(RTLD_NEXT, "_ZNK5KCard2idEv");
    faceUp = (face_function) dlsym(RTLD_NEXT, "_ZNK5KCard8isFaceUpEv");
  }
  void *card = at(pile, index);
  if (card) {
    fprintf(stderr, "AT %p %d %u %d\n", pile, index, id(card), (int) faceUp(card));
  }
  return card;
}

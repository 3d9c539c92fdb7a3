# PySolFC's own dealing code run headless (Game.createCards, Game.shuffle, the game's startGame)
# through stub stacks and cards. Run from a directory holding PySolFC's pysollib and
# pysol_cards' code/pysol_cards: python3 pysol-deal.py GAME_ID NUMBER...
import sys
sys.path.insert(0, 'code'); sys.path.insert(0, '.')
import pysollib.games.spider as sp
from pysollib.gamedb import GAME_DB
from pysollib.game import Game
from pysollib.pysolrandom import construct_random

class Card:  # what createCards asks of a card: id, deck, suit, rank
    def __init__(self, id, deck, suit, rank, game=None, x=0, y=0):
        self.id, self.deck, self.suit, self.rank = id, deck, suit, rank
    def showBack(self, unhide=0):
        pass

class Talon:
    def __init__(self, game):
        self.x = self.y = 0
        self.cards = []
        self.game = game
    def addCard(self, card, update=0):
        self.cards.append(card)
    def dealRow(self, rows=None, flip=1, frames=-1):
        rows = rows if rows is not None else self.game.s.rows
        for r in rows:
            r.cards.append((self.cards.pop(), flip))

class Row:
    def __init__(self):
        self.cards = []

class S:
    pass

def deal(game_id, number):
    cls = GAME_DB.get(game_id).gameclass
    g = object.__new__(cls)
    g.gameinfo = GAME_DB.get(game_id)
    g.s = S()
    g.s.talon = Talon(g)
    g.s.rows = [Row() for _ in range(10)]
    g._createCard = lambda id, deck, suit, rank, x, y: Card(id, deck, suit, rank)
    g.cards = Game.createCards(g)
    g.random = construct_random(str(number))
    Game.shuffle(g)
    g._startAndDealRow = lambda: g.s.talon.dealRow(flip=1, frames=0)
    cls.startGame(g)
    return g

SUITS = "CSHD"
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"]
for arg in sys.argv[2:]:
    g = deal(int(sys.argv[1]), int(arg))
    piles = [" ".join(("" if up else "[") + RANKS[c.rank] + SUITS[c.suit] + ("" if up else "]") for c, up in r.cards) for r in g.s.rows]
    stock = [c for c in reversed(g.s.talon.cards)]
    print(arg, "|", " / ".join(piles), "| stock", " ".join(RANKS[c.rank] + SUITS[c.suit] for c in stock))

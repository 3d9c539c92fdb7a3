# Writes pysol-deals.txt: python3 pysol-pins.py > pysol-deals.txt (beside pysol-deal.py,
# from a directory holding PySolFC's pysollib and pysol_cards' code/pysol_cards).
# Writes PySolFC's Spider deals in SpiderLab's text format, dealt by PySolFC's own code
# (Game.createCards, Game.shuffle, the game's startGame; pysol_cards' generators), headless.
import sys
exec(open('pysol-deal.py').read().split("SUITS = ")[0])
GAMES = {4: 11, 2: 270, 1: 269}
MAP = {4: {0: 'C', 1: 'S', 2: 'H', 3: 'D'}, 2: {0: 'S', 2: 'H'}, 1: {0: 'S'}}
numbers = list(range(1, 41)) + list(range(31990, 32011)) + [14934, 65535, 100000, 123456,
    999999, 2**31 - 1, 2**31, 2**32 - 1, 2**32, 2**32 + 1, 10**12, 2**53 + 7, 2**62 + 11,
    2**63 - 1]
out = []
for suits in (4, 2, 1):
    for n in numbers:
        g = deal(GAMES[suits], n)
        def c(card, up):
            t = str(card.rank + 1) + MAP[suits][card.suit]
            return t if up else "[" + t + "]"
        out.append("# pysol %d %d" % (suits, n))
        out.append("spider ranks=13 suits=%d" % suits)
        for r in g.s.rows:
            out.append("pile " + " ".join(c(card, up) for card, up in r.cards))
        talon = list(g.s.talon.cards)
        while talon:
            row = [talon.pop() for _ in range(10)]
            out.append("stock " + " ".join(c(card, True) for card in row))
print("\n".join(out))

"""Files and text a player, a translator or the machine controls, handled so they cannot hurt.

One atomic writer (:mod:`.atomic`), standard streams that take any text and a reader that goes
away (:mod:`.streams`), one bounded reader of untrusted files (:mod:`.untrusted`), one way to
show untrusted text on a terminal (:mod:`.text`) and one Markdown reading of untrusted text
(:mod:`.markdown`). Nothing here imports the rest of warkit.
"""

"""Files and text a player, a translator or the machine controls, handled so they cannot hurt.

One atomic writer (:mod:`.atomic`), standard streams that take any text and a reader that goes
away (:mod:`.streams`), one bounded reader of untrusted files (:mod:`.untrusted`), one way to
show untrusted text on a terminal (:mod:`.text`), and a cache folder only when it is the user's
own (:mod:`.cache_folder`). Nothing here imports the rest of warkit.
"""

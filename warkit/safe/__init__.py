"""Files and text a player, a translator or the machine controls, handled so they cannot hurt:
writes (:mod:`.atomic`), the standard streams (:mod:`.streams`), untrusted files (:mod:`.untrusted`),
terminal text (:mod:`.text`) and Markdown (:mod:`.markdown`). Nothing here imports the rest of warkit.
"""

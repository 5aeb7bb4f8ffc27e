"""Line views: widgets that lay their text out themselves and draw it line by line (Textual's line
API), each a small subclass of :class:`~warkit.tui.views.base.LineView`: the guide in Help, the
battle log and the Settings form."""

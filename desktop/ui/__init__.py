"""The thin Qt layer: windows, item models, delegates, undo commands. Computes no rule."""

import DarkroomCompat
print("darkroom-bench-legacy: placeholder")

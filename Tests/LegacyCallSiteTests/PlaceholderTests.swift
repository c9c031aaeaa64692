import Testing
import DarkroomCompat

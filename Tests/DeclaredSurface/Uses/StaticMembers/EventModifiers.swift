// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc1fb562a7c static EventModifiers.capsLock
@MainActor func use_c1fb562a7c() {
    let _: EventModifiers = EventModifiers.capsLock
}

// u8fa31804b6 static EventModifiers.shift
@MainActor func use_8fa31804b6() {
    let _: EventModifiers = EventModifiers.shift
}

// u4a7879af28 static EventModifiers.control
@MainActor func use_4a7879af28() {
    let _: EventModifiers = EventModifiers.control
}

// ueba972d70a static EventModifiers.option
@MainActor func use_eba972d70a() {
    let _: EventModifiers = EventModifiers.option
}

// ubee063c0df static EventModifiers.command
@MainActor func use_bee063c0df() {
    let _: EventModifiers = EventModifiers.command
}

// u71b999e5ac static EventModifiers.numericPad
@MainActor func use_71b999e5ac() {
    let _: EventModifiers = EventModifiers.numericPad
}

// uc678250036 static EventModifiers.function
@MainActor func use_c678250036() {
    let _: EventModifiers = EventModifiers.function
}

// u3d577e1086 static EventModifiers.all
@MainActor func use_3d577e1086() {
    let _: EventModifiers = EventModifiers.all
}

// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5fad48f9eb DropDelegate.validateDrop(info: DropInfo)
@MainActor func use_5fad48f9eb<Self_: DropDelegate>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Bool = subject.validateDrop(info: sample() as DropInfo)
}

// u1567bcacf7 DropDelegate.performDrop(info: DropInfo)
@MainActor func use_1567bcacf7<Self_: DropDelegate>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Bool = subject.performDrop(info: sample() as DropInfo)
}

// ueea78863a2 DropDelegate.dropEntered(info: DropInfo)
@MainActor func use_eea78863a2<Self_: DropDelegate>(_ subject: Self_, _ generics: (Self_).Type) {
    subject.dropEntered(info: sample() as DropInfo)
}

// u1e7db723d1 DropDelegate.dropUpdated(info: DropInfo)
@MainActor func use_1e7db723d1<Self_: DropDelegate>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: DropProposal? = subject.dropUpdated(info: sample() as DropInfo)
}

// ua61a6f2b52 DropDelegate.dropExited(info: DropInfo)
@MainActor func use_a61a6f2b52<Self_: DropDelegate>(_ subject: Self_, _ generics: (Self_).Type) {
    subject.dropExited(info: sample() as DropInfo)
}

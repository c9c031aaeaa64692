// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u31a7d782e0 View.accessibility(hidden: Bool)
@MainActor func use_31a7d782e0<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibility(hidden: sample() as Bool) as any View
}

// u727c35d61b View.accessibility(label: Text)
@MainActor func use_727c35d61b<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibility(label: sample() as Text) as any View
}

// u959377f66f View.accessibility(hint: Text)
@MainActor func use_959377f66f<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibility(hint: sample() as Text) as any View
}

// u36177033ed View.accessibility(inputLabels: [Text])
@MainActor func use_36177033ed<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibility(inputLabels: sample() as [Text]) as any View
}

// ua144e55dae View.accessibility(identifier: String)
@MainActor func use_a144e55dae<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibility(identifier: sample() as String) as any View
}

// u9523ef1979 View.accessibility(selectionIdentifier: AnyHashable)
@MainActor func use_9523ef1979<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibility(selectionIdentifier: sample() as AnyHashable) as any View
}

// u4a385a91fc View.accessibility(sortPriority: Double)
@MainActor func use_4a385a91fc<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibility(sortPriority: sample() as Double) as any View
}

// u0c9e9a81bd View.accessibility(activationPoint: CGPoint)
@MainActor func use_0c9e9a81bd<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibility(activationPoint: sample() as CGPoint) as any View
}

// u368bdc395f View.accessibility(activationPoint: UnitPoint)
@MainActor func use_368bdc395f<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibility(activationPoint: sample() as UnitPoint) as any View
}

// u0f1a539c4b View.accessibility(addTraits: AccessibilityTraits)
@MainActor func use_0f1a539c4b<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibility(addTraits: sample() as AccessibilityTraits) as any View
}

// u692631159e View.accessibility(removeTraits: AccessibilityTraits)
@MainActor func use_692631159e<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibility(removeTraits: sample() as AccessibilityTraits) as any View
}

// u73eac14225 View.accessibility(value: Text)
@MainActor func use_73eac14225<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibility(value: sample() as Text) as any View
}

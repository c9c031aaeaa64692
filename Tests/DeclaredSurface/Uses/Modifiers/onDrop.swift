// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u32fc889b2e View.onDrop(of: [UTType], isTargeted: Binding<Bool>?, perform: (_ providers: [NSItemProvider]) -> Bool)
@MainActor func use_32fc889b2e<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onDrop(
        of: sample() as [UTType],
        isTargeted: sample() as Binding<Bool>?,
        perform: sample() as (_ providers: [NSItemProvider]) -> Bool
    ) as any View
}

// u0ba463edb4 View.onDrop(of: [UTType], isTargeted: Binding<Bool>?, perform: (_ providers: [NSItemProvider], _
//   location: CGPoint) -> Bool)
@MainActor func use_0ba463edb4<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onDrop(
        of: sample() as [UTType],
        isTargeted: sample() as Binding<Bool>?,
        perform: sample() as (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool
    ) as any View
}

// u81ebee7af6 View.onDrop(of: [UTType], delegate: any DropDelegate)
@MainActor func use_81ebee7af6<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onDrop(of: sample() as [UTType], delegate: sample() as any DropDelegate) as any View
}

// uc312089297 View.onDrop(of: [String], isTargeted: Binding<Bool>?, perform: (_ providers: [NSItemProvider]) -> Bool)
@MainActor func use_c312089297<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onDrop(
        of: sample() as [String],
        isTargeted: sample() as Binding<Bool>?,
        perform: sample() as (_ providers: [NSItemProvider]) -> Bool
    ) as any View
}

// u47701fe1fe View.onDrop(of: [String], isTargeted: Binding<Bool>?, perform: (_ providers: [NSItemProvider], _
//   location: CGPoint) -> Bool)
@MainActor func use_47701fe1fe<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onDrop(
        of: sample() as [String],
        isTargeted: sample() as Binding<Bool>?,
        perform: sample() as (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool
    ) as any View
}

// ub1e7bb720a View.onDrop(of: [String], delegate: any DropDelegate)
@MainActor func use_b1e7bb720a<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onDrop(of: sample() as [String], delegate: sample() as any DropDelegate) as any View
}

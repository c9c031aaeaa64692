// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u608c28db3f View.dynamicTypeSize(_: DynamicTypeSize)
@MainActor func use_608c28db3f<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.dynamicTypeSize(sample() as DynamicTypeSize) as any View
}

// u6b9553be73 View.dynamicTypeSize<T>(_: T) where T : RangeExpression, T.Bound == DynamicTypeSize
@MainActor func use_6b9553be73<Self_: View, T: RangeExpression>(
    _ subject: Self_,
    _ generics: (Self_, T).Type
) where T.Bound == DynamicTypeSize {
    _ = subject.dynamicTypeSize(sample() as T) as any View
}

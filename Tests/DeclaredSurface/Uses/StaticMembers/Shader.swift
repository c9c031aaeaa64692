// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua50686459b static Shader.Argument.float<T>(_: T) where T : BinaryFloatingPoint
@MainActor func use_a50686459b<T: BinaryFloatingPoint>(_ generics: (T).Type) {
    let _: Shader.Argument = Shader.Argument.float(sample() as T)
}

// ued6de2e7e6 static Shader.Argument.float2<T>(_: T, _: T) where T : BinaryFloatingPoint
@MainActor func use_ed6de2e7e6<T: BinaryFloatingPoint>(_ generics: (T).Type) {
    let _: Shader.Argument = Shader.Argument.float2(sample() as T, sample() as T)
}

// u1875de3e69 static Shader.Argument.float3<T>(_: T, _: T, _: T) where T : BinaryFloatingPoint
@MainActor func use_1875de3e69<T: BinaryFloatingPoint>(_ generics: (T).Type) {
    let _: Shader.Argument = Shader.Argument.float3(sample() as T, sample() as T, sample() as T)
}

// u2b4ac3293a static Shader.Argument.float4<T>(_: T, _: T, _: T, _: T) where T : BinaryFloatingPoint
@MainActor func use_2b4ac3293a<T: BinaryFloatingPoint>(_ generics: (T).Type) {
    let _: Shader.Argument = Shader.Argument.float4(sample() as T, sample() as T, sample() as T, sample() as T)
}

// u371687e718 static Shader.Argument.float2(_: CGPoint)
@MainActor func use_371687e718() {
    let _: Shader.Argument = Shader.Argument.float2(sample() as CGPoint)
}

// ub1d838a068 static Shader.Argument.float2(_: CGSize)
@MainActor func use_b1d838a068() {
    let _: Shader.Argument = Shader.Argument.float2(sample() as CGSize)
}

// ud4a82feca0 static Shader.Argument.float2(_: CGVector)
@MainActor func use_d4a82feca0() {
    let _: Shader.Argument = Shader.Argument.float2(sample() as CGVector)
}

// u870c3f5b1c static Shader.Argument.floatArray(_: [Float])
@MainActor func use_870c3f5b1c() {
    let _: Shader.Argument = Shader.Argument.floatArray(sample() as [Float])
}

// u584bc95722 static Shader.Argument.boundingRect
@MainActor func use_584bc95722() {
    let _: Shader.Argument = Shader.Argument.boundingRect
}

// udc39906cc6 static Shader.Argument.color(_: Color)
@MainActor func use_dc39906cc6() {
    let _: Shader.Argument = Shader.Argument.color(sample() as Color)
}

// u69015034ef static Shader.Argument.colorArray(_: [Color])
@MainActor func use_69015034ef() {
    let _: Shader.Argument = Shader.Argument.colorArray(sample() as [Color])
}

// uc279473027 static Shader.Argument.image(_: Image)
@MainActor func use_c279473027() {
    let _: Shader.Argument = Shader.Argument.image(sample() as Image)
}

// u43057f3e0f static Shader.Argument.data(_: Data)
@MainActor func use_43057f3e0f() {
    let _: Shader.Argument = Shader.Argument.data(sample() as Data)
}

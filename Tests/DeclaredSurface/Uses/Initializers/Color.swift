// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u59ff3efd52 Color.init<T>(_: T) where T : Hashable, T : ShapeStyle, T.Resolved == Color.Resolved
@MainActor func use_59ff3efd52<T: Hashable & ShapeStyle>(_ generics: (T).Type) where T.Resolved == Color.Resolved {
    let _: Color = Color(sample() as T)
}

// uebe0ab77e3 Color.init(_: Color.Resolved)
@MainActor func use_ebe0ab77e3() {
    let _: Color = Color(sample() as Color.Resolved)
}

// uad191fa64a Color.Resolved.init(colorSpace: Color.RGBColorSpace, red: Float, green: Float, blue: Float, opacity:
//   Float)
@MainActor func use_ad191fa64a() {
    let _: Color.Resolved = Color.Resolved(
        colorSpace: sample() as Color.RGBColorSpace,
        red: sample() as Float,
        green: sample() as Float,
        blue: sample() as Float,
        opacity: sample() as Float
    )
    let _: Color.Resolved = Color.Resolved(red: sample() as Float, green: sample() as Float, blue: sample() as Float)
}

// u0412f82cc2 Color.Resolved.init(from: any Decoder)
@MainActor func use_0412f82cc2() throws {
    let _: Color.Resolved = try Color.Resolved(from: sample() as any Decoder)
}

// u0f2285dad7 Color.init(_: CGColor)
@MainActor func use_0f2285dad7() {
    let _: Color = Color(sample() as CGColor)
}

// u32ea50a9da Color.init(cgColor: CGColor)
@MainActor func use_32ea50a9da() {
    let _: Color = Color(cgColor: sample() as CGColor)
}

// u7d89dcab70 Color.init(_: Color.RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double)
@MainActor func use_7d89dcab70() {
    let _: Color = Color(
        sample() as Color.RGBColorSpace,
        red: sample() as Double,
        green: sample() as Double,
        blue: sample() as Double,
        opacity: sample() as Double
    )
    let _: Color = Color(red: sample() as Double, green: sample() as Double, blue: sample() as Double)
}

// uf4d33f412c Color.init(_: Color.RGBColorSpace, white: Double, opacity: Double)
@MainActor func use_f4d33f412c() {
    let _: Color = Color(sample() as Color.RGBColorSpace, white: sample() as Double, opacity: sample() as Double)
    let _: Color = Color(white: sample() as Double)
}

// uaac11ca22c Color.init(hue: Double, saturation: Double, brightness: Double, opacity: Double)
@MainActor func use_aac11ca22c() {
    let _: Color = Color(
        hue: sample() as Double,
        saturation: sample() as Double,
        brightness: sample() as Double,
        opacity: sample() as Double
    )
    let _: Color = Color(hue: sample() as Double, saturation: sample() as Double, brightness: sample() as Double)
}

// ub9e01f878b Color.init(_: String, bundle: Bundle?)
@MainActor func use_b9e01f878b() {
    let _: Color = Color(sample() as String, bundle: sample() as Bundle?)
    let _: Color = Color(sample() as String)
}

// ufe41096698 Color.init(_: ColorResource)
@MainActor func use_fe41096698() {
    let _: Color = Color(sample() as ColorResource)
}

// u8dbd418e6e Color.init(_: UIColor)
@MainActor func use_8dbd418e6e() {
    let _: Color = Color(sample() as UIColor)
}

// u201479d01f Color.init(uiColor: UIColor)
@MainActor func use_201479d01f() {
    let _: Color = Color(uiColor: sample() as UIColor)
}

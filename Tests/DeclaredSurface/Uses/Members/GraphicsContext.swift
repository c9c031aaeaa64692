// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udd3b5b9607 GraphicsContext.BlendMode.rawValue
@MainActor func use_dd3b5b9607(_ subject: GraphicsContext.BlendMode) {
    let _: Int32 = subject.rawValue
}

// u79ee691353 GraphicsContext.opacity
@MainActor func use_79ee691353(_ subject: GraphicsContext) {
    var subject = subject
    let _: Double = subject.opacity
    subject.opacity = sample() as Double
}

// u0b941a6b80 GraphicsContext.blendMode
@MainActor func use_0b941a6b80(_ subject: GraphicsContext) {
    var subject = subject
    let _: GraphicsContext.BlendMode = subject.blendMode
    subject.blendMode = sample() as GraphicsContext.BlendMode
}

// ucb77781f3a GraphicsContext.environment
@MainActor func use_cb77781f3a(_ subject: GraphicsContext) {
    let _: EnvironmentValues = subject.environment
}

// u6e01ec5e36 GraphicsContext.transform
@MainActor func use_6e01ec5e36(_ subject: GraphicsContext) {
    var subject = subject
    let _: CGAffineTransform = subject.transform
    subject.transform = sample() as CGAffineTransform
}

// u37bc99737e GraphicsContext.scaleBy(x: CGFloat, y: CGFloat)
@MainActor func use_37bc99737e(_ subject: GraphicsContext) {
    var subject = subject
    subject.scaleBy(x: sample() as CGFloat, y: sample() as CGFloat)
}

// u89c1abf2a2 GraphicsContext.translateBy(x: CGFloat, y: CGFloat)
@MainActor func use_89c1abf2a2(_ subject: GraphicsContext) {
    var subject = subject
    subject.translateBy(x: sample() as CGFloat, y: sample() as CGFloat)
}

// uc78156b764 GraphicsContext.rotate(by: Angle)
@MainActor func use_c78156b764(_ subject: GraphicsContext) {
    var subject = subject
    subject.rotate(by: sample() as Angle)
}

// ud14e28fa9a GraphicsContext.concatenate(_: CGAffineTransform)
@MainActor func use_d14e28fa9a(_ subject: GraphicsContext) {
    var subject = subject
    subject.concatenate(sample() as CGAffineTransform)
}

// u3fa83e8607 GraphicsContext.ClipOptions.rawValue
@MainActor func use_3fa83e8607(_ subject: GraphicsContext.ClipOptions) {
    let _: UInt32 = subject.rawValue
}

// u47eb911d30 GraphicsContext.clipBoundingRect
@MainActor func use_47eb911d30(_ subject: GraphicsContext) {
    let _: CGRect = subject.clipBoundingRect
}

// u505c69c867 GraphicsContext.clip(to: Path, style: FillStyle, options: GraphicsContext.ClipOptions)
@MainActor func use_505c69c867(_ subject: GraphicsContext) {
    var subject = subject
    subject.clip(to: sample() as Path, style: sample() as FillStyle, options: sample() as GraphicsContext.ClipOptions)
    subject.clip(to: sample() as Path)
}

// udf7a9af3cb GraphicsContext.clipToLayer(opacity: Double, options: GraphicsContext.ClipOptions, content: (inout
//   GraphicsContext) throws -> Void)
@MainActor func use_df7a9af3cb(_ subject: GraphicsContext) throws {
    var subject = subject
    try subject.clipToLayer(
        opacity: sample() as Double,
        options: sample() as GraphicsContext.ClipOptions,
        content: sample() as (inout GraphicsContext) throws -> Void
    )
    try subject.clipToLayer(content: sample() as (inout GraphicsContext) throws -> Void)
}

// u7f7815907a GraphicsContext.ShadowOptions.rawValue
@MainActor func use_7f7815907a(_ subject: GraphicsContext.ShadowOptions) {
    let _: UInt32 = subject.rawValue
}

// uc5d18e1280 GraphicsContext.BlurOptions.rawValue
@MainActor func use_c5d18e1280(_ subject: GraphicsContext.BlurOptions) {
    let _: UInt32 = subject.rawValue
}

// uc11d281917 GraphicsContext.FilterOptions.rawValue
@MainActor func use_c11d281917(_ subject: GraphicsContext.FilterOptions) {
    let _: UInt32 = subject.rawValue
}

// u7eab152d75 GraphicsContext.addFilter(_: GraphicsContext.Filter, options: GraphicsContext.FilterOptions)
@MainActor func use_7eab152d75(_ subject: GraphicsContext) {
    var subject = subject
    subject.addFilter(sample() as GraphicsContext.Filter, options: sample() as GraphicsContext.FilterOptions)
    subject.addFilter(sample() as GraphicsContext.Filter)
}

// ubc14ced51f GraphicsContext.GradientOptions.rawValue
@MainActor func use_bc14ced51f(_ subject: GraphicsContext.GradientOptions) {
    let _: UInt32 = subject.rawValue
}

// ubd15409a40 GraphicsContext.resolve(_: GraphicsContext.Shading)
@MainActor func use_bd15409a40(_ subject: GraphicsContext) {
    let _: GraphicsContext.Shading = subject.resolve(sample() as GraphicsContext.Shading)
}

// u382f33c8a8 GraphicsContext.drawLayer(content: (inout GraphicsContext) throws -> Void)
@MainActor func use_382f33c8a8(_ subject: GraphicsContext) throws {
    try subject.drawLayer(content: sample() as (inout GraphicsContext) throws -> Void)
}

// u46fa96d8a4 GraphicsContext.fill(_: Path, with: GraphicsContext.Shading, style: FillStyle)
@MainActor func use_46fa96d8a4(_ subject: GraphicsContext) {
    subject.fill(sample() as Path, with: sample() as GraphicsContext.Shading, style: sample() as FillStyle)
    subject.fill(sample() as Path, with: sample() as GraphicsContext.Shading)
}

// uca986fa619 GraphicsContext.stroke(_: Path, with: GraphicsContext.Shading, style: StrokeStyle)
@MainActor func use_ca986fa619(_ subject: GraphicsContext) {
    subject.stroke(sample() as Path, with: sample() as GraphicsContext.Shading, style: sample() as StrokeStyle)
}

// ufc45f68b64 GraphicsContext.stroke(_: Path, with: GraphicsContext.Shading, lineWidth: CGFloat)
@MainActor func use_fc45f68b64(_ subject: GraphicsContext) {
    subject.stroke(sample() as Path, with: sample() as GraphicsContext.Shading, lineWidth: sample() as CGFloat)
    subject.stroke(sample() as Path, with: sample() as GraphicsContext.Shading)
}

// u10be502f23 GraphicsContext.ResolvedImage.size
@MainActor func use_10be502f23(_ subject: GraphicsContext.ResolvedImage) {
    let _: CGSize = subject.size
}

// u0bcb36b28a GraphicsContext.ResolvedImage.baseline
@MainActor func use_0bcb36b28a(_ subject: GraphicsContext.ResolvedImage) {
    let _: CGFloat = subject.baseline
}

// uf69509d6d0 GraphicsContext.ResolvedImage.shading
@MainActor func use_f69509d6d0(_ subject: GraphicsContext.ResolvedImage) {
    var subject = subject
    let _: GraphicsContext.Shading? = subject.shading
    subject.shading = sample() as GraphicsContext.Shading?
}

// u760b748636 GraphicsContext.resolve(_: Image)
@MainActor func use_760b748636(_ subject: GraphicsContext) {
    let _: GraphicsContext.ResolvedImage = subject.resolve(sample() as Image)
}

// ub117005f5c GraphicsContext.draw(_: GraphicsContext.ResolvedImage, in: CGRect, style: FillStyle)
@MainActor func use_b117005f5c(_ subject: GraphicsContext) {
    subject.draw(sample() as GraphicsContext.ResolvedImage, in: sample() as CGRect, style: sample() as FillStyle)
    subject.draw(sample() as GraphicsContext.ResolvedImage, in: sample() as CGRect)
}

// u24106c1bf5 GraphicsContext.draw(_: GraphicsContext.ResolvedImage, at: CGPoint, anchor: UnitPoint)
@MainActor func use_24106c1bf5(_ subject: GraphicsContext) {
    subject.draw(sample() as GraphicsContext.ResolvedImage, at: sample() as CGPoint, anchor: sample() as UnitPoint)
    subject.draw(sample() as GraphicsContext.ResolvedImage, at: sample() as CGPoint)
}

// u47c2cd9bb5 GraphicsContext.draw(_: Image, in: CGRect, style: FillStyle)
@MainActor func use_47c2cd9bb5(_ subject: GraphicsContext) {
    subject.draw(sample() as Image, in: sample() as CGRect, style: sample() as FillStyle)
    subject.draw(sample() as Image, in: sample() as CGRect)
}

// u0dcce17f4b GraphicsContext.draw(_: Image, at: CGPoint, anchor: UnitPoint)
@MainActor func use_0dcce17f4b(_ subject: GraphicsContext) {
    subject.draw(sample() as Image, at: sample() as CGPoint, anchor: sample() as UnitPoint)
    subject.draw(sample() as Image, at: sample() as CGPoint)
}

// u39a2f2ed85 GraphicsContext.ResolvedText.shading
@MainActor func use_39a2f2ed85(_ subject: GraphicsContext.ResolvedText) {
    var subject = subject
    let _: GraphicsContext.Shading = subject.shading
    subject.shading = sample() as GraphicsContext.Shading
}

// u2ff7783a90 GraphicsContext.ResolvedText.measure(in: CGSize)
@MainActor func use_2ff7783a90(_ subject: GraphicsContext.ResolvedText) {
    let _: CGSize = subject.measure(in: sample() as CGSize)
}

// u3fa6e7c3a9 GraphicsContext.ResolvedText.firstBaseline(in: CGSize)
@MainActor func use_3fa6e7c3a9(_ subject: GraphicsContext.ResolvedText) {
    let _: CGFloat = subject.firstBaseline(in: sample() as CGSize)
}

// u3891dfe75c GraphicsContext.ResolvedText.lastBaseline(in: CGSize)
@MainActor func use_3891dfe75c(_ subject: GraphicsContext.ResolvedText) {
    let _: CGFloat = subject.lastBaseline(in: sample() as CGSize)
}

// ue78b480a84 GraphicsContext.resolve(_: Text)
@MainActor func use_e78b480a84(_ subject: GraphicsContext) {
    let _: GraphicsContext.ResolvedText = subject.resolve(sample() as Text)
}

// u9187b1fa34 GraphicsContext.draw(_: GraphicsContext.ResolvedText, in: CGRect)
@MainActor func use_9187b1fa34(_ subject: GraphicsContext) {
    subject.draw(sample() as GraphicsContext.ResolvedText, in: sample() as CGRect)
}

// uf5f14c1125 GraphicsContext.draw(_: GraphicsContext.ResolvedText, at: CGPoint, anchor: UnitPoint)
@MainActor func use_f5f14c1125(_ subject: GraphicsContext) {
    subject.draw(sample() as GraphicsContext.ResolvedText, at: sample() as CGPoint, anchor: sample() as UnitPoint)
    subject.draw(sample() as GraphicsContext.ResolvedText, at: sample() as CGPoint)
}

// u5d9ac8cfe6 GraphicsContext.draw(_: Text, in: CGRect)
@MainActor func use_5d9ac8cfe6(_ subject: GraphicsContext) {
    subject.draw(sample() as Text, in: sample() as CGRect)
}

// u35412a7b02 GraphicsContext.draw(_: Text, at: CGPoint, anchor: UnitPoint)
@MainActor func use_35412a7b02(_ subject: GraphicsContext) {
    subject.draw(sample() as Text, at: sample() as CGPoint, anchor: sample() as UnitPoint)
    subject.draw(sample() as Text, at: sample() as CGPoint)
}

// u5b39121b8c GraphicsContext.ResolvedSymbol.size
@MainActor func use_5b39121b8c(_ subject: GraphicsContext.ResolvedSymbol) {
    let _: CGSize = subject.size
}

// u849aceed41 GraphicsContext.resolveSymbol<ID>(id: ID) where ID : Hashable
@MainActor func use_849aceed41<ID: Hashable>(_ subject: GraphicsContext, _ generics: (ID).Type) {
    let _: GraphicsContext.ResolvedSymbol? = subject.resolveSymbol(id: sample() as ID)
}

// u19ba0524f0 GraphicsContext.draw(_: GraphicsContext.ResolvedSymbol, in: CGRect)
@MainActor func use_19ba0524f0(_ subject: GraphicsContext) {
    subject.draw(sample() as GraphicsContext.ResolvedSymbol, in: sample() as CGRect)
}

// ud76afd3186 GraphicsContext.draw(_: GraphicsContext.ResolvedSymbol, at: CGPoint, anchor: UnitPoint)
@MainActor func use_d76afd3186(_ subject: GraphicsContext) {
    subject.draw(sample() as GraphicsContext.ResolvedSymbol, at: sample() as CGPoint, anchor: sample() as UnitPoint)
    subject.draw(sample() as GraphicsContext.ResolvedSymbol, at: sample() as CGPoint)
}

// u0b83e57174 GraphicsContext.withCGContext(content: (CGContext) throws -> Void)
@MainActor func use_0b83e57174(_ subject: GraphicsContext) throws {
    try subject.withCGContext(content: sample() as (CGContext) throws -> Void)
}

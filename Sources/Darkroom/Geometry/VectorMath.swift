import Foundation

/// The marker SwiftUI gives the animatable types that have vector arithmetic (`Angle`, `EdgeInsets`), as its
/// `_VectorMath`. Apple declares it public with a leading underscore; code never conforms to it, but uses its
/// operators everywhere (`angle * 1/4`, `insets / 2`). Each conforming type declares them itself (Geometry/
/// Angle+Arithmetic.swift, EdgeInsets+Arithmetic.swift): generic operators over `animatableData` would be
/// main-actor isolated through `Animatable`, and geometry arithmetic must run on any thread.
public protocol _VectorMath: Animatable {}

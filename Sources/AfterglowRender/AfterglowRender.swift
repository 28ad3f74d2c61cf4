import AfterglowKit
import CPangoCairo
public enum AfterglowRenderModule { public static let name = "AfterglowRender" }

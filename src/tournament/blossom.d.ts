/** edmonds-blossom-fixed (MIT): Edmonds' maximum-weight matching, a port of Joris van Rantwijk's mwmatching.py. */
declare module "edmonds-blossom-fixed" {
  /** `edges`: [u, v, weight] with vertices 0…n−1; returns mate[v] (−1: unmatched). */
  export default function blossom(edges: [number, number, number][], maxCardinality?: boolean): number[];
}

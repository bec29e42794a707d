/** Federation names a container `cart_checkout`; the registry and the squads say `cart-checkout`. */
export const remoteName = (remote: string | undefined) => remote?.replace(/_/g, '-');

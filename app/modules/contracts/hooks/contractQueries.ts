import { useQuery } from "@tanstack/react-query";
import { getOwnContract, getOwnUsage, getWaitingOrder, listPlans } from "../api/contractsApi";

/** Query keys under one root, so that a decided order refreshes everything about the contract. */
export const contractKeys = {
  all: ["contract"] as const,
  own: ["contract", "own"] as const,
  usage: ["contract", "usage"] as const,
  plans: ["contract", "plans"] as const,
  waiting: ["contract", "waiting order"] as const,
  /** The caller's active subscription, as the expired-subscription notice reads it. */
  active: ["contract", "active"] as const,
  order: (id: number) => ["contract", "order", id] as const,
};

export const useOwnContract = (enabled = true) =>
  useQuery({ queryKey: contractKeys.own, queryFn: getOwnContract, enabled });
export const useOwnUsage = (enabled = true) =>
  useQuery({ queryKey: contractKeys.usage, queryFn: getOwnUsage, enabled });
export const usePlans = (enabled = true) =>
  useQuery({ queryKey: contractKeys.plans, queryFn: listPlans, enabled });
export const useWaitingOrder = (enabled = true) =>
  useQuery({ queryKey: contractKeys.waiting, queryFn: getWaitingOrder, enabled });
